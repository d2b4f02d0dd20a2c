import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { routes } from '../../src/app/routes';
import { press, type } from './forms';
import { type RenderedRoutes, renderRoutes } from './sandboxApp';

/**
 * Opens `path` signed out, signs in through the login screen with a demo account, and waits until the app
 * is back on `path` (its query left aside).
 *
 * @example
 * await signInAt('/merchant/coupons', 'merchant@demo.test');
 */
export async function signInAt(path: string, email: string): Promise<RenderedRoutes> {
  const app = renderRoutes({ path, routes });
  await screen.findByLabelText('Email address');
  type('Email address', email);
  type('Password', DEMO_PASSWORD);
  press('Log in');
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path.split('?')[0]));
  return app;
}
