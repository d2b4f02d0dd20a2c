// Screens wait for a real (fake) backend and for lazily loaded modules compiled on first use; on a loaded
// two-core machine that takes many times longer than on a quiet one. The waits are generous limits that a
// passing test never reaches, never what a test asserts.
import { configure } from '@testing-library/react';
import { installDialogPolyfill } from './support/installDialogPolyfill';
import { installNodeFormData } from './support/installNodeFormData';

// One limit for every wait (no test sets a shorter one): on a loaded machine a lazy screen took over 15 s.
configure({ asyncUtilTimeout: 45_000 });

// jsdom has <dialog> without its modal API; the kit's ConfirmDialog needs it on every screen. (A file
// run as the server, `@vitest-environment node`, has no DOM.)
if (typeof window !== 'undefined') installDialogPolyfill();

// Uploads carry their bytes through MSW (see the helper).
await installNodeFormData();
