// Why there are no useChangePassword/useForgotPassword/useResetPassword wrappers here: the generated hooks
// already give the spec's messages (section 8), because the SDK puts them on the errors.
import { createMarketplaceClient, createMemoryTokenStore, type MarketplaceError } from '@marketplace/sdk';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangePassword, useForgotPassword, useResetPassword } from '../../src/generated/hooks/auth';
import { renderWithClient, sandboxFixture } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

async function failureOf(run: () => Promise<unknown>): Promise<MarketplaceError> {
  let caught: unknown;
  await act(async () => {
    await run().catch((e) => {
      caught = e;
    });
  });
  return caught as MarketplaceError;
}

describe('password messages come with the generated hooks', () => {
  it("forgot password on a network failure: 'Please check your internet and try again'", async () => {
    ctx.sandbox.faults.set('forgotPassword', { network: true });
    const { result } = renderWithClient(() => useForgotPassword(), ctx.client());
    const error = await failureOf(() =>
      result.current.trigger({ path: { userType: 'customer' }, body: { email: 'customer@demo.test' } }),
    );
    expect(error.message).toBe('Please check your internet and try again');
  });

  it("reset password on a network failure: 'Please check your internet and try again'", async () => {
    ctx.sandbox.faults.set('resetPassword', { network: true });
    const { result } = renderWithClient(() => useResetPassword(), ctx.client());
    const error = await failureOf(() =>
      result.current.trigger({
        path: { userType: 'customer', token: 'abc' },
        body: { password: 'NewLekki2026!' },
      }),
    );
    expect(error.message).toBe('Please check your internet and try again');
  });

  it("change password failing without a server message: 'There was an error. Please try again'", async () => {
    const client = createMarketplaceClient({
      hosts: { main: 'http://nowhere.test/api/v1' },
      session: createMemoryTokenStore({ customer: { token: 't' } }),
      pathname: () => '/customer/settings',
      retry: false,
      fetch: async () => new Response('', { status: 500 }),
    });
    const { result } = renderWithClient(() => useChangePassword(), client);
    const error = await failureOf(() =>
      result.current.trigger({ body: { oldPassword: 'a', newPassword: 'b' } }),
    );
    expect(error.message).toBe('There was an error. Please try again');
  });
});
