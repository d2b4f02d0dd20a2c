import type { UploadImage } from '../../kit/ImageUpload';

/** The contract's limit on `shippingEvidence` (a URL of at most 1,000 characters). */
export const EVIDENCE_MAX_CHARS = 1000;

const SIDES = [96, 72, 56, 40];
const QUALITIES = [0.6, 0.45, 0.3];

/** Draws a picture file on a canvas `side` pixels wide at most, as a JPEG data URL. */
async function drawSmall(file: Blob, side: number, quality: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the photo');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', quality);
}

/**
 * The `upload` of the delivery photo: the contract has no image host for shipping evidence and takes a
 * URL of at most {@link EVIDENCE_MAX_CHARS} characters, so the photo is shrunk in the browser to a small
 * JPEG data URL that fits (smaller sides and lower qualities in turn), or refused with a message.
 *
 * @example
 * <ImageUpload label="Proof of delivery" maxFiles={1} upload={shrinkPhoto} value={urls} onChange={setUrls} />
 */
export const shrinkPhoto: UploadImage = async (file, onProgress) => {
  if (typeof createImageBitmap !== 'function') throw new Error('This browser cannot prepare the photo');
  const tries = SIDES.flatMap((side) => QUALITIES.map((quality) => ({ side, quality })));
  for (const [index, { side, quality }] of tries.entries()) {
    const url = await drawSmall(file, side, quality);
    onProgress((index + 1) / tries.length);
    if (url.length <= EVIDENCE_MAX_CHARS) {
      onProgress(1);
      return url;
    }
  }
  throw new Error(`${file.name} could not be made small enough to send; try another photo`);
};
