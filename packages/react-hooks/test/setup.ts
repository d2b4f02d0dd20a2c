// Unmount every rendered tree after each test: vitest runs without globals here, so Testing Library
// cannot do it by itself, and a tree left mounted would fire requests into the next test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadRestore } from '../src/state/loadRestore';

afterEach(() => cleanup());
// One limit for every wait, as the app's tests have: Testing Library's default (1 s) is shorter than two
// sandbox round trips on a loaded two-core machine (a table's page 9 -> page 1 failed under load). A limit a
// passing test never reaches, never what a test asserts.
configure({ asyncUtilTimeout: 30_000 });
// Restoring a stored snapshot waits once for the restore module (a chunk of its own in a browser: the cart
// line schema, the checks, the migrations); loaded here, restores are synchronous, as after the first one
// in a page. test/state/lazyRestore.test.ts checks the first one. The other on-demand modules (a
// customer's server cart, the merge at login, the coupon and gift card calls, the stale-session sweep) are
// loaded here too, so that no test's wait includes their first load (a transform, slow on a loaded machine).
beforeAll(() =>
  Promise.all([
    loadRestore(),
    import('../src/cart/customerSync'),
    import('../src/cart/mergeIntoAccount'),
    import('../src/cart/createCheckoutCalls'),
    import('../src/core/dropStaleSessions'),
  ]),
);
