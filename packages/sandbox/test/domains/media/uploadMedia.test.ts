import { isMarketplaceError, uploadMedia } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/createSandbox';
import { mediaBytes } from '../../../src/domains/media/keepMedia';
import { PNG_1PX, pngFile } from '../../support/pngBytes';
import { sandboxFixture } from '../../support/sandboxTest';
import { account, guest } from '../reports/support';

const ctx = sandboxFixture();

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isMarketplaceError(error)) throw new Error('expected a refusal');
  return { status: error.status, message: error.message, fields: error.fieldErrors };
}

describe('uploadMedia', () => {
  it('keeps the bytes and serves them back at the answered URL, with the type read from the bytes', async () => {
    const { client, user } = account(ctx, 'partner');
    const { data, message } = await uploadMedia(client, {
      // Declared as text: the bytes decide.
      body: {
        file: new File([PNG_1PX], 'Parcel Photo (1).PNG', { type: 'text/plain' }),
        purpose: 'proof-of-delivery',
      },
    });
    expect(message).toBe('File uploaded');
    expect(data).toMatchObject({
      contentType: 'image/png',
      size: PNG_1PX.byteLength,
      name: 'Parcel Photo (1).PNG',
      purpose: 'proof-of-delivery',
    });
    expect(data.url).toBe(`http://sandbox.test/sandbox-assets/media/${data.id}/parcel-photo-1-.png`);
    expect(ctx.sandbox.db.table('media').find((m) => m.id === data.id)?.userId).toBe(user.id);
    const served = await fetch(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1PX);
  });

  it('refuses a file whose bytes are not an image whatever its name, an empty file and one over 5 MB (422 on file)', async () => {
    const { client } = account(ctx, 'merchant');
    const text = await refusalOf(
      uploadMedia(client, { body: { file: new File(['just text'], 'photo.jpg', { type: 'image/jpeg' }) } }),
    );
    expect(text).toEqual({
      status: 422,
      message: 'photo.jpg is not an image: JPEG, PNG, WebP or GIF files only',
      fields: [{ field: 'file', message: 'photo.jpg is not an image: JPEG, PNG, WebP or GIF files only' }],
    });
    const empty = await refusalOf(uploadMedia(client, { body: { file: new File([], 'empty.png') } }));
    expect(empty.message).toBe('empty.png is empty');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_1PX);
    const large = await refusalOf(uploadMedia(client, { body: { file: new File([big], 'huge.png') } }));
    expect(large.message).toBe('huge.png is 5.0 MB: the limit is 5 MB');
    expect(ctx.sandbox.db.table('media').all()).toEqual([]);
  });

  it('takes a token of any role and refuses a guest (401); an unknown file is 404', async () => {
    expect((await refusalOf(uploadMedia(guest(), { body: { file: pngFile() } }))).status).toBe(401);
    for (const type of ['customer', 'merchant', 'admin', 'dispatcher', 'partner'] as const) {
      const { client } = account(ctx, type);
      expect((await uploadMedia(client, { body: { file: pngFile() } })).data.contentType).toBe('image/png');
    }
    expect((await fetch('http://sandbox.test/sandbox-assets/media/999/x.png')).status).toBe(404);
  });

  it('keeps uploaded files in a snapshot: a sandbox restored from it serves the same bytes', async () => {
    const { client } = account(ctx, 'merchant');
    const { data } = await uploadMedia(client, { body: { file: pngFile('logo.png') } });
    const snapshot = JSON.stringify({ version: 1, seed: 1, tokens: 0, tables: ctx.sandbox.db.toJSON() });
    const restored = createSandbox({ persist: { load: () => snapshot, save: () => {} } });
    const row = restored.db.table('media').find((m) => m.id === data.id);
    expect(row && mediaBytes(row)).toEqual(PNG_1PX);
  });
});
