import { imageTypeOf } from './imageTypeOf';

/** The largest file `POST /media` keeps: 5 MB. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

const megabytes = (bytes: number) => {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
};

/**
 * Why a file may not be uploaded as an image, naming the file, or `undefined` when it may: empty, over
 * {@link MEDIA_MAX_BYTES}, or whose first bytes are not a JPEG, PNG, WebP or GIF (whatever its name
 * says). `head` is the file's first bytes (at least `IMAGE_SIGNATURE_BYTES`). The host applies the same
 * rule and answers 422 on `file` with this message.
 *
 * @example
 * mediaFileProblem({ name: 'parcel.png', size: 5 }, new TextEncoder().encode('hello'));
 * // 'parcel.png is not an image: JPEG, PNG, WebP or GIF files only'
 */
export function mediaFileProblem(file: { name: string; size: number }, head: Uint8Array): string | undefined {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MEDIA_MAX_BYTES) {
    return `${file.name} is ${megabytes(file.size)}: the limit is ${megabytes(MEDIA_MAX_BYTES)}`;
  }
  if (!imageTypeOf(head)) return `${file.name} is not an image: JPEG, PNG, WebP or GIF files only`;
  return undefined;
}
