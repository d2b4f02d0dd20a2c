const PALETTE = [
  '#1f6f5c',
  '#c0392b',
  '#2e86c1',
  '#b9770e',
  '#7d3c98',
  '#117a65',
  '#a04000',
  '#1b4f72',
  '#6e2c00',
  '#186a3b',
];

const hash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * A bundled image, drawn for its name: the sandbox serves these instead of fetching photos, so it works
 * offline and the same name always looks the same. `products/blue-ankara-dress~2.svg` shows the words of
 * the name on a colour chosen from it; the part after `~` picks a variant (another angle of one product).
 *
 * @example
 * svgImage('products/blue-ankara-dress~1.svg'); // '<svg ...>'
 */
export function svgImage(name: string): string {
  const base =
    name
      .replace(/\.svg$/, '')
      .split('/')
      .pop() ?? name;
  const [slug = base, variant = '1'] = base.split('~');
  const h = hash(slug);
  const background = PALETTE[h % PALETTE.length] as string;
  const accent = PALETTE[(h + Number(variant) * 3) % PALETTE.length] as string;
  const words = slug.split('-').filter(Boolean).slice(0, 4);
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Image';
  const initials =
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?';
  const angle = (Number(variant) * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(title)}">
<rect width="600" height="600" fill="${background}"/>
<circle cx="300" cy="260" r="170" fill="${accent}" opacity="0.55" transform="rotate(${angle} 300 300)"/>
<text x="300" y="300" font-family="sans-serif" font-size="150" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
<text x="300" y="520" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
</svg>`;
}
