/**
 * The file to upload for an image field of a multipart form: a `Blob` for a data URL the image picker
 * read from a new file, `undefined` when the field still holds the saved image's URL (or none), so the
 * server keeps it (the themes host keeps a field left out).
 *
 * @example
 * imageBlob('data:image/png;base64,iVBORw0...'); // Blob { type: 'image/png' }
 * imageBlob('https://cdn.example/banner.svg'); // undefined
 */
export function imageBlob(value: string | undefined): Blob | undefined {
  const match = value?.match(/^data:([^;,]+)?(;base64)?,(.*)$/s);
  if (!match) return undefined;
  const [, type = 'application/octet-stream', base64, data = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
