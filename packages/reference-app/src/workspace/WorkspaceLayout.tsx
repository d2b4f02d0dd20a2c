import { type SessionUser, useLogout, usePermissionSet, useSession } from '@marketplace/react-hooks';
import { type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { RequireSession } from '../app/RequireSession';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { ConfirmProvider } from '../kit/ConfirmProvider';
import { accountSummary } from './accountSummary';
import { NavSections } from './NavSections';
import { NotAllowed } from './NotAllowed';
import { navEntryFor, navParent, visibleNav, WORKSPACE_NAV } from './navigation';
import { SavedViews } from './SavedViews';
import { WORKSPACE_NAME, type WorkspaceRole } from './workspaceRoles';
import './workspace.css';
import { NotificationsMenu } from '../components/notifications/NotificationsMenu';

/** Props of {@link WorkspaceLayout}. */
export interface WorkspaceLayoutProps {
  /** Whose workspace: the role whose session it shows. */
  workspace: WorkspaceRole;
}

/**
 * The frame of a workspace (`/merchant/...`, `/admin/...`, `/shipping-partner/...`): behind that role's
 * login (others go to it with the page as return path), a header with the workspace, the signed-in account
 * and its account type, a link to the storefront and the role's log out; the navigation the account's
 * permissions give (collapsible on a phone); breadcrumbs, the page's title (document title too); and the
 * page, or "not allowed" when the account lacks the right the page needs.
 *
 * @example
 * <WorkspaceLayout workspace="admin" /> // the element of the `/admin` route, its pages as children
 */
export function WorkspaceLayout({ workspace }: WorkspaceLayoutProps) {
  return (
    <RequireSession role={workspace}>
      <WorkspaceShell workspace={workspace} />
    </RequireSession>
  );
}

function WorkspaceShell({ workspace: role }: WorkspaceLayoutProps) {
  const { pathname, search } = useLocation();
  // Each screen family is a chunk of its own (src/app/routes.tsx): the first visit of a page waits for it,
  // the previous page still shown, so say that the page is coming.
  const pageLoading = useNavigation().state === 'loading';
  const { user } = useSession(role);
  const logout = useLogout();
  const permissions = usePermissionSet(role);
  const account = accountSummary(role, user as SessionUser | undefined);
  const entry = navEntryFor(role, pathname);
  const parent = entry ? navParent(role, pathname) : undefined;
  const title = entry?.label ?? 'Page not found';
  const home = `/${role}`;
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // The page's title in the tab and history; leaving the workspace gives back the title it found.
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ${WORKSPACE_NAME[role]} · Marketplace`;
    return () => {
      document.title = before;
    };
  }, [title, role]);

  // A page change closes the phone menu and takes focus to the new page's heading (not on the first page:
  // the browser starts at the top).
  useEffect(() => {
    setMenuOpen(false);
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    (heading.current ?? main.current)?.focus();
  }, [pathname]);

  // Opening the menu moves focus into it.
  useEffect(() => {
    if (menuOpen) nav.current?.querySelector<HTMLElement>('a')?.focus();
  }, [menuOpen]);

  const onNavKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  const entries = permissions.status === 'succeeded' ? visibleNav(WORKSPACE_NAV[role], permissions.can) : [];

  let page = <Outlet />;
  const outlet = page;
  if (entry?.requires) {
    const { resource, action } = entry.requires;
    if (permissions.status === 'failed')
      page = <ErrorState message={permissions.error?.message ?? 'Could not load your permissions'} />;
    else if (permissions.status !== 'succeeded') page = <Spinner label="Checking your access" />;
    else if (!permissions.can(resource, action))
      page = <NotAllowed page={entry.label} resource={resource} action={action} dashboardHref={home} />;
  }

  return (
    <div className="workspace">
      <a className="skip-link" href="#workspace-main">
        Skip to content
      </a>
      <header className="workspace-header on-dark">
        <div className="workspace-header__inner">
          <button
            ref={menuButton}
            type="button"
            className="workspace-header__menu"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <Link to={home} className="workspace-header__name">
            {WORKSPACE_NAME[role]}
          </Link>
          <div className="workspace-header__account">
            <dl className="workspace-account">
              <div>
                <dt className="visually-hidden">Signed in as</dt>
                <dd className="workspace-account__name">{account.name ?? account.email ?? 'Signed in'}</dd>
              </div>
              <div>
                <dt className="visually-hidden">Account type</dt>
                <dd className="workspace-account__type">{account.accountType}</dd>
              </div>
              {account.organisation ? (
                <div>
                  <dt className="visually-hidden">{account.organisation.term}</dt>
                  <dd className="workspace-account__org">{account.organisation.value}</dd>
                </div>
              ) : null}
            </dl>
            <NotificationsMenu userType={role} tone="dark" />
            <Link to="/" className="workspace-header__link">
              Storefront
            </Link>
            <button type="button" className="link-button workspace-header__link" onClick={() => logout(role)}>
              Log out
            </button>
          </div>
        </div>
      </header>
      <div className="workspace-body">
        <nav
          ref={nav}
          id={navId}
          aria-label={WORKSPACE_NAME[role]}
          aria-busy={permissions.status === 'loading' || undefined}
          className={`workspace-nav${menuOpen ? ' workspace-nav--open' : ''}`}
          onKeyDown={onNavKey}
        >
          {permissions.status === 'failed' ? (
            <p className="workspace-nav__note">{permissions.error?.message}</p>
          ) : null}
          <NavSections workspace={role} entries={entries} />
        </nav>
        <main
          id="workspace-main"
          ref={main}
          tabIndex={-1}
          className="workspace-main"
          aria-busy={pageLoading || undefined}
        >
          {pageLoading ? (
            <div className="workspace-main__page-loading">
              <Spinner label="Loading the page" />
            </div>
          ) : null}
          <nav aria-label="Breadcrumbs" className="breadcrumbs">
            <ol>
              <li>
                {entry?.path === '' ? (
                  <span aria-current="page">{WORKSPACE_NAME[role]}</span>
                ) : (
                  <Link to={home}>{WORKSPACE_NAME[role]}</Link>
                )}
              </li>
              {parent ? (
                <li>
                  <Link to={parent.href}>{parent.entry.label}</Link>
                </li>
              ) : null}
              {entry?.path === '' ? null : (
                <li>
                  <span aria-current="page">{title}</span>
                </li>
              )}
            </ol>
          </nav>
          {entry?.ownHeading ? null : (
            <h1 ref={heading} tabIndex={-1} className="workspace-main__title">
              {entry?.heading ? entry.heading(account) : title}
            </h1>
          )}
          {/* One confirm dialog for every page of the workspace (`useConfirm`). */}
          <ConfirmProvider>
            {/* A list's saved views, from the frame: no page family carries their code. */}
            {entry?.savedViews && page === outlet && !formInstead(entry.savedViews, search) ? (
              <SavedViews />
            ) : null}
            <Suspense fallback={<Spinner label="Loading the page" />}>{page}</Suspense>
          </ConfirmProvider>
        </main>
      </div>
    </div>
  );
}

/** Whether the URL puts a form in the list's place (its entry's `savedViews.hiddenWith` parameter). */
function formInstead(views: true | { hiddenWith: string }, search: string): boolean {
  return views !== true && new URLSearchParams(search).has(views.hiddenWith);
}
