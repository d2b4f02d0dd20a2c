/** The image types the media upload takes (`POST /media`), read from a file's first bytes. */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** One of {@link MEDIA_IMAGE_TYPES}. */
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];

/** How many first bytes {@link imageTypeOf} needs to tell every type apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The image type a file's first bytes (its "magic number") say it is, or `undefined` when they are not a
 * JPEG, PNG, WebP or GIF. A file's name and declared type are the sender's word; its bytes are not, so
 * the client and the host both decide with this.
 *
 * @example
 * imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])); // 'image/png'
 * imageTypeOf(new TextEncoder().encode('hello')); // undefined
 */
export function imageTypeOf(bytes: Uint8Array): MediaImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  // GIF87a, GIF89a
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  return undefined;
}
