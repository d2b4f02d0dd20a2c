import { useEffect, useId, useRef, useState } from 'react';
import './kit.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The field's label: "Search orders". */
  label: string;
  /** The search in force (a table's `search`); a change from outside (reset, URL) replaces the text. */
  value: string;
  /** Called with the new search once typing pauses for `delayMs`, at once on Enter or Clear. */
  onChange(value: string): void;
  /** The pause that counts as "done typing"; default 300 ms. */
  delayMs?: number;
  /** Hint inside the empty field: "Order name or customer". */
  placeholder?: string;
}

/**
 * A search field for a list: debounced, so a list is not fetched on every keystroke (one call when
 * typing pauses for `delayMs`, default 300 ms); Enter searches at once; a Clear button empties it.
 * Leading and trailing spaces are not sent. Nothing is called after it unmounts.
 *
 * @example
 * const table = useTable({ operation: 'getAllOrders', searchParam: 'search' });
 * <SearchBox label="Search orders" value={table.search} onChange={table.setSearch} />
 */
export function SearchBox({ label, value, onChange, delayMs = 300, placeholder }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What this box last sent: the parent echoing it back is not a change from outside.
  const sent = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function send(next: string) {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onChangeRef.current(trimmed);
  }

  return (
    <div className="search-box">
      <label htmlFor={id} className="search-box__label">
        {label}
      </label>
      <div className="search-box__control">
        <input
          id={id}
          type="search"
          className="search-box__input"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(next), delayMs);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              send(text);
            }
          }}
        />
        {text ? (
          <button
            type="button"
            className="search-box__clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setText('');
              send('');
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
