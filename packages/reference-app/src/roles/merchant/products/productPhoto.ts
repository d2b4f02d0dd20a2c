import type { UploadImage } from '../../../kit/ImageUpload';

/** The contract's limit on one `hostedImages` entry (a URL of at most 2,048 characters). */
export const PRODUCT_IMAGE_MAX_CHARS = 2048;

const SIDES = [160, 128, 96, 80, 64];
const QUALITIES = [0.7, 0.55, 0.4];

/** Draws a picture on a canvas `side` pixels at most, as a JPEG data URL. */
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

/** The file as a data URL, as it is. */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The `upload` of product photos. The contract has no image host and takes `hostedImages` as URLs of at
 * most {@link PRODUCT_IMAGE_MAX_CHARS} characters, so a photo that does not fit as it is, is shrunk in
 * the browser to a small JPEG data URL (smaller sides and lower qualities in turn), or refused with a
 * message naming the file. A backend with an image host replaces this function, nothing else.
 *
 * @example
 * <ImageUpload label="Product photos" upload={productPhoto} value={urls} onChange={setUrls} />
 */
export const productPhoto: UploadImage = async (file, onProgress) => {
  const asIs = await readAsDataUrl(file);
  if (asIs.length <= PRODUCT_IMAGE_MAX_CHARS) {
    onProgress(1);
    return asIs;
  }
  if (typeof createImageBitmap !== 'function') {
    throw new Error(`${file.name} is too large to send from this browser; try a smaller photo`);
  }
  const tries = SIDES.flatMap((side) => QUALITIES.map((quality) => ({ side, quality })));
  for (const [index, { side, quality }] of tries.entries()) {
    const url = await drawSmall(file, side, quality);
    onProgress((index + 1) / tries.length);
    if (url.length <= PRODUCT_IMAGE_MAX_CHARS) return url;
  }
  throw new Error(`${file.name} could not be made small enough to send; try another photo`);
};
