import type { UploadImage } from './ImageUpload';

/** How small a photo must be for a field that takes it as a URL, and how to get it there. */
export interface PhotoLimits {
  /** The contract's limit on the URL, in characters. */
  maxChars: number;
  /** The longest sides to try, in pixels, largest first. */
  sides: readonly number[];
  /** The JPEG qualities to try at each side, best first. */
  qualities: readonly number[];
}

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
 * An `ImageUpload`'s `upload` for a field that takes a photo as a URL of at most `maxChars` characters
 * (the contract has no image host): a photo that fits as it is goes as it is; a larger one is shrunk in
 * the browser to a small JPEG data URL (smaller sides and lower qualities in turn), or refused with a
 * message naming the file. A backend with an image host replaces the uploads, nothing else.
 *
 * @example
 * const evidencePhoto = photoUpload({ maxChars: 1000, sides: [96, 72], qualities: [0.6, 0.45] });
 */
export function photoUpload({ maxChars, sides, qualities }: PhotoLimits): UploadImage {
  return async (file, onProgress) => {
    const asIs = await readAsDataUrl(file);
    if (asIs.length <= maxChars) {
      onProgress(1);
      return asIs;
    }
    if (typeof createImageBitmap !== 'function') {
      throw new Error(`${file.name} is too large to send from this browser; try a smaller photo`);
    }
    const tries = sides.flatMap((side) => qualities.map((quality) => ({ side, quality })));
    for (const [index, { side, quality }] of tries.entries()) {
      const url = await drawSmall(file, side, quality);
      onProgress((index + 1) / tries.length);
      if (url.length <= maxChars) return url;
    }
    throw new Error(`${file.name} could not be made small enough to send; try another photo`);
  };
}

/**
 * Product photos and banners (`hostedImages`, a collection's image): URLs of at most 2,048 characters.
 *
 * @example
 * <ImageUpload label="Product photos" upload={productPhoto} value={urls} onChange={setUrls} />
 */
export const productPhoto = photoUpload({
  maxChars: 2048,
  sides: [160, 128, 96, 80, 64],
  qualities: [0.7, 0.55, 0.4],
});

/**
 * The proof of delivery (`shippingEvidence`): a URL of at most 1,000 characters.
 *
 * @example
 * <ImageUpload label="Proof of delivery" maxFiles={1} upload={evidencePhoto} value={urls} onChange={setUrls} />
 */
export const evidencePhoto = photoUpload({
  maxChars: 1000,
  sides: [96, 72, 56, 40],
  qualities: [0.6, 0.45, 0.3],
});
