/** The smallest valid PNG, one pixel: the media host reads an upload's type from its bytes, not its name. */
export const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** A PNG file of the one-pixel image, named as a user's file would be. */
export const pngFile = (name = 'photo.png') => new File([PNG_1PX], name, { type: 'image/png' });
