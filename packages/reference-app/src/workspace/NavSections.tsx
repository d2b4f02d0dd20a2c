import { useSavedViews } from '@marketplace/react-hooks';
import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navHref, type WorkspaceNavEntry } from './navigation';
import { viewSearch } from './viewSearch';
import type { WorkspaceRole } from './workspaceRoles';

/** Props of {@link NavSections}. */
export interface NavSectionsProps {
  /** Whose workspace the links lead into. */
  workspace: WorkspaceRole;
  /** The entries to list, in order (`visibleNav`'s answer). */
  entries: readonly WorkspaceNavEntry[];
}

/** Consecutive entries of one group, or of none. */
function sections(entries: readonly WorkspaceNavEntry[]) {
  const out: { group: string | undefined; entries: WorkspaceNavEntry[] }[] = [];
  for (const entry of entries) {
    const last = out.at(-1);
    if (last && last.group === entry.group) last.entries.push(entry);
    else out.push({ group: entry.group, entries: [entry] });
  }
  return out;
}

/**
 * The links of a workspace's navigation, consecutive entries of one `group` listed under its name. A link
 * stays marked as the current page on the pages below it (`/merchant/products/new` marks Products); the
 * dashboard's only on itself. A list's saved views (`useSavedViews`, entries with `savedViews`) are listed under its link.
 *
 * @example
 * <NavSections workspace="merchant" entries={visibleNav(WORKSPACE_NAV.merchant, can)} />
 */
export function NavSections({ workspace, entries }: NavSectionsProps) {
  const id = useId();
  return (
    <>
      {sections(entries).map((section, i) => {
        const labelId = `${id}-${i}`;
        return (
          <div key={`${section.group ?? ''}-${section.entries[0]?.path}`} className="workspace-nav__section">
            {section.group ? (
              <p className="workspace-nav__group" id={labelId}>
                {section.group}
              </p>
            ) : null}
            <ul aria-labelledby={section.group ? labelId : undefined}>
              {section.entries.map((item) => (
                <li key={item.path}>
                  <NavLink to={navHref(workspace, item)} end={item.path === ''}>
                    {item.label}
                  </NavLink>
                  {item.savedViews ? (
                    <SavedViewLinks list={navHref(workspace, item)} label={item.label} />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/** The saved views of one list, under its link; the one on screen is the current page. */
function SavedViewLinks({ list, label }: { list: string; label: string }) {
  const { views } = useSavedViews(list);
  const location = useLocation();
  if (views.length === 0) return null;
  const here = location.pathname === list ? viewSearch(location.search) : undefined;
  return (
    <ul className="workspace-nav__views" aria-label={`Saved views of ${label}`}>
      {views.map((v) => (
        <li key={v.name}>
          <Link
            to={{ pathname: list, search: v.search ? `?${v.search}` : '' }}
            aria-current={here === v.search ? 'true' : undefined}
          >
            {v.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
