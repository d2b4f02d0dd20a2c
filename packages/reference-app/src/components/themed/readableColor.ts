/** The relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two `#rrggbb` colours (1 to 21).
 *
 * @example
 * contrastRatio('#000000', '#ffffff'); // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` itself when it reads on `background` (contrast at least `min`, 4.5:1 for text by default),
 * else the same hue mixed towards black or white (whichever the background needs) just enough to read.
 * A merchant's colour stays recognisable, and its store page stays readable for everyone.
 *
 * @example
 * readableColor('#f5b042', '#ffffff'); // a darker orange such as '#8c6526'
 */
export function readableColor(color: string, background: string, min = 4.5): string {
  if (contrastRatio(color, background) >= min) return color;
  const target = luminance(background) > 0.18 ? 0 : 255;
  const channels = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  for (let step = 1; step <= 20; step += 1) {
    const mixed = toHex(channels.map((c) => c + ((target - c) * step) / 20));
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return target === 0 ? '#000000' : '#ffffff';
}
