import { SAVED_VIEW_NAME_MAX, useSavedViews } from '@marketplace/react-hooks';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useConfirm } from '../kit/useConfirm';
import { viewSearch } from './viewSearch';
import './workspace.css';

/**
 * The saved views of the list on screen (its path): "Save this view" names the current filters, sort and
 * search (the URL's query) and keeps them on this device (`useSavedViews`, the hooks' persisted client
 * state); each saved view opens from here and from the workspace navigation, and is deleted after a
 * confirmation. The workspace frame shows it under the title of a list whose entry says `savedViews`.
 *
 * @example
 * <SavedViews />
 */
export function SavedViews() {
  const location = useLocation();
  const list = location.pathname;
  const current = viewSearch(location.search);
  const { views, save, remove } = useSavedViews(list);
  const confirm = useConfirm();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const shown = views.find((v) => v.search === current);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Give the view a name.');
      input.current?.focus();
      return;
    }
    if (trimmed.length > SAVED_VIEW_NAME_MAX) {
      setProblem(`Use at most ${SAVED_VIEW_NAME_MAX} characters.`);
      input.current?.focus();
      return;
    }
    const replaced = views.some((v) => v.name.trim().toLowerCase() === trimmed.toLowerCase());
    save({ list, name: trimmed, search: current });
    setNaming(false);
    setName('');
    setProblem('');
    setSaid(`${replaced ? 'Updated' : 'Saved'} the view “${trimmed}”: open it from here or the menu.`);
  };

  const onDelete = async (viewName: string) => {
    const sure = await confirm({
      title: `Delete the view “${viewName}”?`,
      message: 'Its filters are forgotten on this device. The orders, returns or products themselves stay.',
      confirmLabel: 'Delete view',
      destructive: true,
    });
    if (!sure) return;
    remove(list, viewName);
    setSaid(`Deleted the view “${viewName}”.`);
  };

  return (
    <section className="saved-views" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="saved-views__title">
        Saved views
      </h2>
      {views.length > 0 ? (
        <ul className="saved-views__list">
          {views.map((v) => (
            <li key={v.name}>
              <Link
                to={{ pathname: list, search: v.search ? `?${v.search}` : '' }}
                aria-current={v === shown ? 'true' : undefined}
              >
                {v.name}
              </Link>
              <button
                type="button"
                className="link-button"
                aria-label={`Delete the view ${v.name}`}
                onClick={() => void onDelete(v.name)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {naming ? (
        <form className="saved-views__form" aria-label="Save this view" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-name`}>Name of the view</label>
          <input
            ref={input}
            id={`${id}-name`}
            type="text"
            value={name}
            maxLength={SAVED_VIEW_NAME_MAX + 20}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            // biome-ignore lint/a11y/noAutofocus: the field was just asked for by pressing "Save this view".
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          {problem ? (
            <p id={`${id}-problem`} className="field__error">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="button">
            Save view
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setNaming(false);
              setProblem('');
            }}
          >
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={current === ''}
          title={current === '' ? 'Filter, sort or search the list first' : undefined}
          onClick={() => {
            setSaid('');
            setName(shown?.name ?? '');
            setNaming(true);
          }}
        >
          Save this view
        </button>
      )}
      <p role="status" className="saved-views__said">
        {said}
      </p>
    </section>
  );
}
