/** The smallest valid PNG: one transparent pixel (67 bytes). */
export const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** A PNG file of the one-pixel image. */
export const pngFile = (name = 'photo.png') => new File([PNG_1PX], name, { type: 'image/png' });
