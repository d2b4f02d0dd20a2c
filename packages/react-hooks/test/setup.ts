// Unmount every rendered tree after each test: vitest runs without globals here, so Testing Library
// cannot do it by itself, and a tree left mounted would fire requests into the next test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCartLineSchema } from '../src/state/loadCartLineSchema';

afterEach(() => cleanup());
// Restoring a saved cart waits once for the cart line schema (a chunk of its own in a browser); loaded
// here, restores are synchronous, as after the first one in a page. test/state/lazySchema.test.ts checks
// the first one.
beforeAll(() => loadCartLineSchema());
