import { useGetSearchSuggestions } from '@marketplace/react-hooks';
import { formatMoney, type OperationData } from '@marketplace/sdk';
import { type RefObject, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';

type Suggestions = OperationData<'getSearchSuggestions'>;

/** One line of the list: what it says and where it leads. */
interface Option {
  label: string;
  to: string;
  kind?: string;
}

const categoryPath = (c: Suggestions['categories'][number]) =>
  `/category/${[c.categoryId, c.subCategoryId, c.childCategoryId].filter((id) => id !== undefined).join('/')}`;

/** The suggestions as the list's options, in the order the list shows them. */
function optionsOf(data: Suggestions | undefined): Option[] {
  if (!data) return [];
  return [
    ...(data.didYouMean
      ? [
          {
            label: `Did you mean “${data.didYouMean}”?`,
            to: `/search?q=${encodeURIComponent(data.didYouMean)}`,
          },
        ]
      : []),
    ...data.products.map((p) => ({ label: p.name, kind: formatMoney(p.price), to: `/product/${p.id}` })),
    ...data.categories.map((c) => ({ label: c.name, kind: 'Category', to: categoryPath(c) })),
    ...data.stores.map((s) => ({ label: s.name, kind: 'Store', to: `/store/${s.id}` })),
  ];
}

/** What {@link SearchSuggest} needs from the header's search box. */
export interface SearchSuggestProps {
  /** The header's search input: the list follows its focus and keys (arrows, Enter, Escape). */
  input: RefObject<HTMLInputElement | null>;
  /** The term as typed. */
  term: string;
}

/**
 * The header search box's suggestions as the shopper types (loaded with the box's first focus, with the
 * storefront's screens: off the home page's first JavaScript): products with their price, categories and
 * stores, and "Did you mean" when the term is misspelt (the server's `getSearchSuggestions`, asked once
 * typing pauses). Once loaded, the box is a combobox controlling this listbox: it shows while the box has
 * the focus, Arrow keys move through it, Enter opens the active line (else the form searches), Escape and
 * sending the form close it (Arrow Down opens it again), and a polite live region says how many suggestions
 * came. It follows the box's own events, so the header carries nothing of it.
 *
 * @example
 * {used ? <SearchSuggest input={inputRef} term={query} /> : null}
 */
export function SearchSuggest({ input, term }: SearchSuggestProps) {
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(true);
  const [asked, setAsked] = useState(term.trim());
  const [active, setActive] = useState(-1);
  // Asked when typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term.trim()), 200);
    return () => clearTimeout(timer);
  }, [term]);
  const { data } = useGetSearchSuggestions(asked.length >= 2 ? { query: { search: asked } } : null);
  const options = optionsOf(asked.length >= 2 ? data : undefined);
  const shown = open && options.length > 0;
  const activeOption = shown ? options[active] : undefined;

  // A new list starts with nothing active.
  const [listFor, setListFor] = useState(data);
  if (listFor !== data) {
    setListFor(data);
    setActive(-1);
  }

  const choose = (option: Option) => {
    setOpen(false);
    void navigate(option.to);
  };

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', id);
    box.setAttribute('aria-expanded', String(shown));
    if (activeOption) box.setAttribute('aria-activedescendant', `${id}-${active}`);
    else box.removeAttribute('aria-activedescendant');
    const show = () => setOpen(true);
    const hide = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      // A list closed with Escape comes back with Arrow Down, as a combobox's does.
      if (!shown) {
        if (event.key === 'ArrowDown' && options.length > 0) {
          event.preventDefault();
          show();
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        // Past either end, back to the box (nothing active).
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setActive((current) => (current >= last ? -1 : current + 1));
        else setActive((current) => (current <= -1 ? last : current - 1));
      } else if (event.key === 'Escape') {
        hide();
      } else if (event.key === 'Enter' && activeOption) {
        event.preventDefault();
        choose(activeOption);
      }
    };
    box.addEventListener('focus', show);
    box.addEventListener('input', show);
    box.addEventListener('blur', hide);
    box.addEventListener('keydown', onKey);
    box.form?.addEventListener('submit', hide);
    return () => {
      box.removeEventListener('focus', show);
      box.removeEventListener('input', show);
      box.removeEventListener('blur', hide);
      box.removeEventListener('keydown', onKey);
      box.form?.removeEventListener('submit', hide);
    };
  });

  return (
    <>
      {/* Says that suggestions came, and how to reach them, to whoever cannot see the list open. */}
      <span className="visually-hidden" aria-live="polite">
        {shown
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}: use the up and down arrows to choose`
          : ''}
      </span>
      <div id={id} role="listbox" aria-label="Suggestions" className="search-suggest" hidden={!shown}>
        {shown
          ? options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search input's (it points at the active option).
              <div
                key={option.to}
                id={`${id}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="search-suggest__option"
                // Keeps the focus in the box, so the list is still there when the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span className="search-suggest__label">{option.label}</span>
                {option.kind ? (
                  <span className="search-suggest__kind">
                    {/* Read as "Adaeze Styles, Store", not run together. */}
                    <span className="visually-hidden">, </span>
                    {option.kind}
                  </span>
                ) : null}
              </div>
            ))
          : null}
      </div>
    </>
  );
}
