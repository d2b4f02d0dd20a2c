import { useEffect, useId, useRef, useState } from 'react';
import { moveItem } from '../../../kit/moveItem';

/** Props of {@link DescriptionEditor}. */
export interface DescriptionEditorProps {
  /** The paragraphs, in order. */
  value: string[];
  onChange(value: string[]): void;
  error?: string;
}

/**
 * The product's description as a list of paragraphs (spec: "description list"): add one, write it, move
 * it earlier or later, remove it. Blank paragraphs are not sent. Focus follows the paragraph added or
 * moved, and each change is announced.
 *
 * @example
 * <DescriptionEditor value={form.values.description} onChange={(v) => form.setField('description', v)} />
 */
export function DescriptionEditor({ value, onChange, error }: DescriptionEditorProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusIndex === undefined) return;
    list.current?.querySelectorAll('textarea')[focusIndex]?.focus();
    setFocusIndex(undefined);
  }, [focusIndex]);

  const move = (from: number, to: number) => {
    onChange(moveItem(value, from, to));
    setFocusIndex(to);
    setAnnouncement(`Paragraph ${from + 1} moved to position ${to + 1}`);
  };

  return (
    <fieldset className="product-description" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Description</legend>
      <p className="field__hint">Paragraphs or bullet points, in the order customers read them.</p>
      {value.length === 0 ? <p>No paragraph yet.</p> : null}
      <ol ref={list} className="product-description__list">
        {value.map((paragraph, index) => (
          // Paragraphs have no identity but their place: the index is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="product-description__item">
            <label htmlFor={`${id}-${index}`}>Paragraph {index + 1}</label>
            <textarea
              id={`${id}-${index}`}
              rows={2}
              value={paragraph}
              onChange={(e) => onChange(value.map((p, i) => (i === index ? e.target.value : p)))}
            />
            <span className="product-description__actions">
              <button
                type="button"
                className="link-button"
                aria-label={`Move paragraph ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move up
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={`Move paragraph ${index + 1} down`}
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move down
              </button>
              <button
                type="button"
                className="link-button product-description__remove"
                aria-label={`Remove paragraph ${index + 1}`}
                onClick={() => {
                  onChange(value.filter((_, i) => i !== index));
                  setAnnouncement(`Paragraph ${index + 1} removed`);
                }}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          onChange([...value, '']);
          setFocusIndex(value.length);
          setAnnouncement(`Paragraph ${value.length + 1} added`);
        }}
      >
        Add paragraph
      </button>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
