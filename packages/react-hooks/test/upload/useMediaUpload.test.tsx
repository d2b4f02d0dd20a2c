// useMediaUpload against a fresh sandbox: a rider's photo is checked by its bytes, uploaded with progress
// (through XMLHttpRequest, as in a browser) and served back; a text file named .jpg never leaves.

import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { isMarketplaceError, loginPartner } from '@marketplace/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaUpload } from '../../src/upload/useMediaUpload';
import { sandboxFixture, wrapperFor } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

// jsdom's FormData and File are not Node's: MSW turns the request into a Node `Request`, which reads only
// Node's (a browser has one kind). Node's own, for these tests only.
beforeEach(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** The files the sandbox keeps (its `media` table, read from a snapshot). */
const kept = () => (ctx.sandbox.db.toJSON().media?.rows ?? []) as { id: number; size: number }[];

async function rider() {
  const client = ctx.client({ role: 'shipping-partner' });
  const { data } = await loginPartner(client, {
    body: { email: 'partner@demo.test', password: DEMO_PASSWORD },
  });
  client.session.setSession('shipping-partner', data.token, data.user);
  return client;
}

describe('useMediaUpload', () => {
  it('uploads an image with progress and answers the URL that serves its bytes', async () => {
    const { result } = renderHook(() => useMediaUpload(), { wrapper: wrapperFor(await rider()) });
    const fractions: number[] = [];
    let url = '';
    await act(async () => {
      const media = await result.current.upload(new File([PNG], 'parcel.png', { type: 'image/png' }), {
        purpose: 'proof-of-delivery',
        onProgress: (f) => fractions.push(f),
      });
      expect(media).toMatchObject({
        contentType: 'image/png',
        size: PNG.byteLength,
        purpose: 'proof-of-delivery',
      });
      url = media.url;
    });
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f, i) => i === 0 || f >= (fractions[i - 1] ?? 0))).toBe(true);
    const [row] = kept();
    expect(url).toContain(`/media/${row?.id}/parcel.png`);
    expect(row?.size).toBe(PNG.byteLength);
  });

  it('refuses a file whose bytes are not an image, whatever its name, without sending it', async () => {
    const { result } = renderHook(() => useMediaUpload(), { wrapper: wrapperFor(await rider()) });
    const error = await result.current
      .upload(new File(['not a photo'], 'parcel.jpg', { type: 'image/jpeg' }))
      .catch((e: unknown) => e);
    expect(isMarketplaceError(error) && error.fieldErrors).toEqual([
      { field: 'file', message: 'parcel.jpg is not an image: JPEG, PNG, WebP or GIF files only' },
    ]);
    expect(kept()).toEqual([]);
  });
});
