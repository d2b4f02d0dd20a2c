import { useGetAllCategories, useGetChildCategories } from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useDismiss } from '../components/useDismiss';
import './header.css';

type Category = OperationData<'getAllCategories'>[number];
type SubCategory = NonNullable<Category['subCategories']>[number];

/** A sub-category's link and its child categories' links (loaded when its category is opened). */
function SubCategoryLinks({ categoryId, sub }: { categoryId: number; sub: SubCategory }) {
  const children = useGetChildCategories({ path: { id: sub.id } });
  return (
    <li className="category-menu__sub">
      <Link className="category-menu__sub-link" to={`/category/${categoryId}/${sub.id}`}>
        {sub.name}
      </Link>
      {children.data?.length ? (
        <ul className="category-menu__children" aria-label={`${sub.name} categories`}>
          {children.data.map((child) => (
            <li key={child.id}>
              <Link to={`/category/${categoryId}/${sub.id}/${child.id}`}>{child.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** One top-level category: a button that opens its sub- and child categories, and a link to all of it. */
function CategoryEntry({
  category,
  expanded,
  onToggle,
}: {
  category: Category;
  expanded: boolean;
  onToggle(): void;
}) {
  const panelId = useId();
  return (
    <li className="category-menu__category">
      <button
        type="button"
        className="category-menu__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {category.name}
      </button>
      <div id={panelId} className="category-menu__subs" hidden={!expanded}>
        {expanded ? (
          <>
            <Link className="category-menu__all" to={`/category/${category.id}`}>
              All {category.name}
            </Link>
            <ul aria-label={`${category.name} sub-categories`}>
              {category.subCategories?.map((sub) => (
                <SubCategoryLinks key={sub.id} categoryId={category.id} sub={sub} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Whether the screen is wide enough for the two-column menu (the stylesheet's breakpoint). */
function wideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 900px)').matches;
}

/** The menu's panel: every category, loaded when the menu first opens. */
function CategoryMenuPanel({ id }: { id: string }) {
  const { data, error, mutate } = useGetAllCategories();
  const [expanded, setExpanded] = useState<number | undefined>(undefined);
  // Wide screens show the first category's contents beside the list; phones start with all folded.
  const shown = expanded ?? (wideScreen() ? data?.[0]?.id : undefined);
  let body: ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Spinner label="Loading categories" />;
  else if (data.length === 0) body = <p>No categories yet.</p>;
  else
    body = (
      <ul className="category-menu__categories">
        {data.map((category) => (
          <CategoryEntry
            key={category.id}
            category={category}
            expanded={category.id === shown}
            onToggle={() => setExpanded(category.id === shown ? -1 : category.id)}
          />
        ))}
      </ul>
    );
  return (
    <nav id={id} aria-label="Categories" className="category-menu__panel">
      {body}
    </nav>
  );
}

/**
 * The header's "Categories" menu: every top-level category, and for the one opened its sub-categories
 * with their child categories, each a link to its category page. The same menu serves phones (a panel
 * under the header) and wide screens. It loads the categories only when first opened, so pages do not
 * pay for it; it closes on Escape, on a click outside and when a link is followed.
 *
 * @example
 * <header><CategoryMenu /></header>
 */
export function CategoryMenu() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const [shownPage, setShownPage] = useState(page);
  // Following a link (a new page) closes the menu; adjusted while rendering, as React advises.
  if (shownPage !== page) {
    setShownPage(page);
    setOpen(false);
  }
  useDismiss(open, close, root, button);

  return (
    <div className="category-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="category-menu__button"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span aria-hidden="true" className="category-menu__icon">
          ☰
        </span>
        <span className="category-menu__label">Categories</span>
      </button>
      {/* Once opened, the panel stays mounted (hidden), so reopening it is instant. */}
      {opened ? (
        <div className="category-menu__popover" hidden={!open}>
          <CategoryMenuPanel id={panelId} />
        </div>
      ) : null}
    </div>
  );
}
