import { useId, useState } from 'react';
import './components.css';

/** Props of {@link FoldedText}. */
export interface FoldedTextProps {
  /** The user's text, shown as written (line breaks kept, long words wrapped). */
  text: string;
  /** How many characters show before "Read more" (default 400). */
  limit?: number;
  /** Classes of the text's paragraph. */
  className?: string;
}

/**
 * The first `limit` characters of `text` cut at a word, then the whole on "Read more" (a button that
 * says whether it is open): a long review does not push the page's other reviews out of sight. Words
 * longer than the line break anywhere, so no text widens the page.
 *
 * @example
 * <FoldedText text={review.comment} className="review__comment" />
 */
export function FoldedText({ text, limit = 400, className }: FoldedTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const characters = Array.from(text);
  const long = characters.length > limit;
  return (
    <>
      <p id={id} className={`folded-text${className ? ` ${className}` : ''}`}>
        {long && !open ? `${cutAtWord(characters, limit)}…` : text}
      </p>
      {long ? (
        <button
          type="button"
          className="link-button folded-text__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </>
  );
}

/** The first `limit` characters, back to the last space if one is near the end (a word is not cut). */
function cutAtWord(characters: string[], limit: number): string {
  const head = characters.slice(0, limit).join('');
  const space = head.search(/\s\S*$/);
  return (space > limit * 0.8 ? head.slice(0, space) : head).trimEnd();
}
