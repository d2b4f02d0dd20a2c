import { IMAGE_SIGNATURE_BYTES, imageTypeOf, mediaFileProblem } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import type { MediaRow } from './tables';

/** A name safe in a URL path segment, keeping the extension: `Parcel photo (1).PNG` → `parcel-photo-1.png`. */
function safeName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-80);
  return cleaned || 'file';
}

/** Where a kept file is served. */
export function mediaUrl(env: SandboxEnv, row: Pick<MediaRow, 'id' | 'name'>): string {
  return env.media(`${row.id}/${safeName(row.name)}`);
}

/**
 * Keeps an uploaded file's bytes when they are an image (JPEG, PNG, WebP or GIF by their first bytes,
 * whatever the name or declared type) of at most 5 MB, and answers the kept row; otherwise the
 * problem, in the SDK's words (`mediaFileProblem`).
 *
 * @example
 * const kept = await keepMedia(db, env, file, { userId: 7, purpose: 'proof-of-delivery' });
 * if ('row' in kept) order.shippingEvidence = mediaUrl(env, kept.row);
 */
export async function keepMedia(
  db: Database,
  env: SandboxEnv,
  file: Blob,
  meta: { userId: number; purpose?: string; name?: string },
): Promise<{ row: MediaRow } | { problem: string }> {
  const name = meta.name ?? (file instanceof File && file.name ? file.name : 'file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = mediaFileProblem(
    { name, size: bytes.byteLength },
    bytes.subarray(0, IMAGE_SIGNATURE_BYTES),
  );
  const contentType = imageTypeOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
  if (problem || !contentType) return { problem: problem ?? `${name} is not an image` };
  const row = db.table('media').insert({
    userId: meta.userId,
    name,
    contentType,
    size: bytes.byteLength,
    ...(meta.purpose ? { purpose: meta.purpose } : {}),
    data: toBase64(bytes),
    createdAt: env.now().toISOString(),
  });
  return { row };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The bytes of a kept file, for serving it. */
export function mediaBytes(row: MediaRow): Uint8Array {
  const binary = atob(row.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
