import { editDistance } from './editDistance';
import { wordsOf } from './searchWords';

/** How many letters a word may have wrong and still be corrected: none under 4 letters, one up to 6, two from 7. */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/**
 * The term with each word that begins no word of the catalogue replaced by the catalogue's nearest word
 * (within {@link typoAllowance} edits of the word or of a beginning of it as long as the word, so a word
 * still being typed is corrected too; ties go to the more frequent word, then the shorter). Undefined when
 * nothing was corrected. `vocabulary` counts how often each catalogue word appears.
 *
 * @example
 * correctSearch('samsnug phone', new Map([['samsung', 2], ['phones', 9]])); // 'samsung phone'
 */
export function correctSearch(term: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  const known = [...vocabulary.keys()];
  let changed = false;
  const words = wordsOf(term).map((word) => {
    if (known.some((candidate) => candidate.startsWith(word))) return word;
    const allowance = typoAllowance(word);
    let best: { word: string; distance: number; count: number } | undefined;
    for (const candidate of known) {
      const distance = Math.min(
        editDistance(word, candidate, allowance),
        editDistance(word, candidate.slice(0, word.length), allowance),
      );
      if (distance > allowance) continue;
      const count = vocabulary.get(candidate) ?? 0;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && count > best.count) ||
        (distance === best.distance && count === best.count && candidate.length < best.word.length)
      )
        best = { word: candidate, distance, count };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? words.join(' ') : undefined;
}
