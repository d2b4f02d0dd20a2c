import { onTestFinished } from 'vitest';

/**
 * Keeps the files the app hands to the browser (`downloadText`'s object URLs) for the test to read, in
 * the order they were made; the URL functions are taken back when the test ends.
 *
 * @example
 * const blobs = catchDownloads();
 * await (blobs[0] as Blob).text();
 */
export function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    },
    revokeObjectURL: () => undefined,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return blobs;
}

/**
 * The rows of a downloaded CSV (byte-order mark left out), each as its cells, quotes undone.
 *
 * @example
 * const [header, ...rows] = await csvRows(blobs[0]);
 */
export async function csvRows(blob: Blob | undefined): Promise<string[][]> {
  if (!blob) throw new Error('nothing was downloaded');
  const text = (await blob.text()).replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += c;
  }
  if (value !== '' || row.length) rows.push([...row, value]);
  return rows;
}
