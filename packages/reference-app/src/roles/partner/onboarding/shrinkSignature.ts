import type { UploadImage } from '../../../kit/ImageUpload';

/** The contract's limit on a signature (a data URL of at most 100,000 characters). */
export const SIGNATURE_MAX_CHARS = 100_000;

const SIDES = [600, 400, 300];

/**
 * The `upload` of a signature image: the contract has no image host for it and takes the image as a data
 * URL of at most {@link SIGNATURE_MAX_CHARS} characters, so the picture is redrawn in the browser at most
 * 600 pixels wide as a PNG (smaller sides, then JPEG, until it fits), or refused with a message.
 *
 * @example
 * <ImageUpload label="Signature" maxFiles={1} upload={shrinkSignature} value={urls} onChange={setUrls} />
 */
export const shrinkSignature: UploadImage = async (file, onProgress) => {
  if (typeof createImageBitmap !== 'function') throw new Error('This browser cannot prepare the image');
  const bitmap = await createImageBitmap(file);
  try {
    const tries = SIDES.flatMap((side) => [
      { side, type: 'image/png', quality: undefined },
      { side, type: 'image/jpeg', quality: 0.8 },
    ]);
    for (const [index, { side, type, quality }] of tries.entries()) {
      const scale = Math.min(1, side / bitmap.width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot prepare the image');
      // A white ground, so a transparent PNG stays readable once saved as JPEG.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL(type, quality);
      onProgress((index + 1) / tries.length);
      if (url.length <= SIGNATURE_MAX_CHARS) return url;
    }
  } finally {
    bitmap.close();
  }
  throw new Error(`${file.name} is too detailed to use as a signature: try a smaller or simpler image`);
};
