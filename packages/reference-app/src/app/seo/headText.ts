/**
 * A text for the head: whitespace collapsed, and at most `max` characters, cut at a word with "…" when
 * longer.
 *
 * @example
 * headText('Rich   cotton\n ankara,  hand-sewn', 20); // 'Rich cotton ankara,…'
 */
export function headText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // Whole words: back to the last space, unless the cut already ends one (or the word is most of it).
  const space = flat[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
