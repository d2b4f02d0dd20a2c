import { type MediaPurpose, useMediaUpload } from '@marketplace/react-hooks';
import { isMarketplaceError } from '@marketplace/sdk';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { acceptedTypes, formatBytes, imageFileProblem } from './imageFileProblem';
import { moveItem } from './moveItem';
import './imageUpload.css';

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** What the images are: "Product photos", "Store logo". */
  label: string;
  /** The images' URLs, in order (the first is the main one). */
  value: string[];
  onChange(value: string[]): void;
  /** The types the picker offers and the check allows (default JPEG, PNG and WebP). */
  accept?: string;
  /** The largest file, in bytes (default 5 MB). */
  maxBytes?: number;
  /** How many images at most (default 10; 1 for a logo). */
  maxFiles?: number;
  /** What the images are for, kept with each upload (`product-photo`, `proof-of-delivery`, ...). */
  purpose: MediaPurpose;
  /** Help under the label. */
  hint?: string;
  /** Show the label (default true); false inside a `FormField`, whose label names the picker. */
  showLabel?: boolean;
  /** The picker's id (a `FormField` gives its own, which its label points at). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface Pending {
  key: number;
  name: string;
  preview: string;
  progress: number;
}

const DEFAULT_ACCEPT = 'image/jpeg,image/png,image/webp';
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The app's one image upload (`useMediaUpload`), for product photos, logos, banners, documents,
 * signatures and proof of delivery: choose files (each checked for type and size, then by its bytes: a
 * file that is not an image is refused whatever its name, with a message naming the file and the rule),
 * see each one's preview and upload progress, and keep the hosted URLs,
 * then reorder (move earlier or later) and remove them with labelled buttons. Every change is
 * announced in a live region, and focus stays on the image being moved. Previews of local files are
 * object URLs, released once the file is uploaded, removed or the component leaves the page.
 *
 * @example
 * <ImageUpload label="Product photos" purpose="product-photo" value={images} onChange={setImages} maxFiles={6} />
 */
export function ImageUpload({
  label,
  value,
  onChange,
  accept = DEFAULT_ACCEPT,
  maxBytes = DEFAULT_MAX_BYTES,
  maxFiles = 10,
  purpose,
  hint,
  showLabel = true,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ImageUploadProps) {
  const { upload } = useMediaUpload();
  const generated = useId();
  const inputId = id ?? `image-upload-${generated}`;
  const hintId = `${inputId}-hint`;
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ index: number; action: 'up' | 'down' | 'remove' } | null>(
    null,
  );
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The latest images, so uploads finishing together each add to what the one before added.
  const current = useRef(value);
  current.current = value;
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());
  // Files upload one after another, so they join the list in the order chosen (the first is the main one).
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // Object URLs of files still uploading are released if the component leaves the page.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const items = list.current?.querySelectorAll('li');
    const item = items?.[Math.min(focusAfter.index, (items?.length ?? 1) - 1)];
    if (!item) {
      input.current?.focus();
      return;
    }
    const wanted = item.querySelector<HTMLButtonElement>(
      `[data-action="${focusAfter.action}"]:not([aria-disabled="true"])`,
    );
    const fallback = item.querySelector<HTMLButtonElement>('button:not([aria-disabled="true"])');
    (wanted ?? fallback)?.focus();
  }, [focusAfter]);

  const change = (next: string[]) => {
    current.current = next;
    onChange(next);
  };

  const release = (preview: string) => {
    URL.revokeObjectURL(preview);
    previews.current.delete(preview);
  };

  const start = (file: File) => {
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setPending((items) => [...items, { key, name: file.name, preview, progress: 0 }]);
    const progress = (fraction: number) =>
      setPending((items) =>
        items.map((item) =>
          item.key === key ? { ...item, progress: Math.max(0, Math.min(1, fraction)) } : item,
        ),
      );
    const sent = queue.current.then(() => upload(file, { purpose, onProgress: progress }));
    queue.current = sent.catch(() => undefined);
    sent.then(
      ({ url }) => {
        release(preview);
        setPending((items) => items.filter((item) => item.key !== key));
        change([...current.current, url]);
        setAnnouncement(`${file.name} added. ${current.current.length} of ${maxFiles} images.`);
      },
      (error: unknown) => {
        release(preview);
        setPending((items) => items.filter((item) => item.key !== key));
        // A file refused for what it is says so with its name; any other failure names the file here.
        const refused = isMarketplaceError(error) && error.fieldErrors.some((e) => e.field === 'file');
        const reason = error instanceof Error && error.message ? `: ${error.message}` : '.';
        setProblems((list) => [
          ...list,
          refused ? (error as Error).message : `${file.name} could not be uploaded${reason}`,
        ]);
      },
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be chosen again after a problem.
    event.target.value = '';
    const found: string[] = [];
    let room = maxFiles - current.current.length - pending.length;
    for (const file of files) {
      const problem = imageFileProblem(file, { accept, maxBytes });
      if (problem) found.push(problem);
      else if (room <= 0)
        found.push(`${file.name} was not added: at most ${maxFiles} ${maxFiles === 1 ? 'image' : 'images'}.`);
      else {
        room--;
        start(file);
      }
    }
    setProblems(found);
  };

  const move = (index: number, to: number, action: 'up' | 'down') => {
    if (to < 0 || to >= value.length) return;
    change(moveItem(value, index, to));
    setAnnouncement(`Image ${index + 1} moved to position ${to + 1} of ${value.length}.`);
    setFocusAfter({ index: to, action });
  };

  const remove = (index: number) => {
    change(value.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} removed. ${value.length - 1} of ${maxFiles} images.`);
    setFocusAfter({ index, action: 'remove' });
  };

  const full = value.length + pending.length >= maxFiles;
  const rules = `${acceptedTypes(accept)}, up to ${formatBytes(maxBytes)} each; ${maxFiles === 1 ? 'one image' : `at most ${maxFiles} images`}.`;
  return (
    <div className="image-upload">
      <div className="image-upload__picker">
        {showLabel ? (
          <label htmlFor={inputId} className="image-upload__label">
            {label}
          </label>
        ) : null}
        <span id={hintId} className="field__hint">
          {hint ? `${hint} ` : ''}
          {rules}
        </span>
        <input
          ref={input}
          id={inputId}
          className="image-upload__input"
          type="file"
          accept={accept}
          multiple={maxFiles > 1}
          disabled={full}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid || problems.length > 0 || undefined}
          onChange={choose}
        />
      </div>
      {problems.length > 0 ? (
        <div className="image-upload__problems" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {value.length > 0 || pending.length > 0 ? (
        <ol ref={list} className="image-upload__list" aria-label={`${label}: ${value.length} of ${maxFiles}`}>
          {value.map((url, index) => {
            const n = index + 1;
            return (
              // Two entries may be the same URL: the position keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: images have no id but their place.
              <li key={`${index}:${url}`} className="image-upload__item">
                <img src={url} alt={`${label}, ${n} of ${value.length}`} className="image-upload__preview" />
                <div className="image-upload__actions">
                  <button
                    type="button"
                    className="image-upload__button"
                    data-action="up"
                    aria-label={`Move image ${n} earlier`}
                    aria-disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="image-upload__button"
                    data-action="down"
                    aria-label={`Move image ${n} later`}
                    aria-disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="image-upload__button image-upload__button--remove"
                    data-action="remove"
                    aria-label={`Remove image ${n}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
          {pending.map((item) => (
            <li key={`pending-${item.key}`} className="image-upload__item image-upload__item--pending">
              <img src={item.preview} alt={`${item.name}, uploading`} className="image-upload__preview" />
              <progress
                className="image-upload__progress"
                max={1}
                value={item.progress}
                aria-label={`Uploading ${item.name}`}
              />
              <span className="image-upload__percent" aria-hidden="true">
                {Math.round(item.progress * 100)}%
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
