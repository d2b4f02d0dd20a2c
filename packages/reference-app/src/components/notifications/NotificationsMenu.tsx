import {
  useGetNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../kit/DateText';
import { useDismiss } from '../useDismiss';
import './notifications.css';

/** How often the list is asked for again, so a badge moves without a reload when someone else acts. */
export const NOTIFICATIONS_REFRESH_MS = 10_000;

/**
 * The list's SWR options: polled, and asked again (never throttled, never deduplicated) whenever the
 * window gets focus back, so a person returning to the tab sees the count as it is now.
 */
const LIST_OPTIONS = {
  refreshInterval: NOTIFICATIONS_REFRESH_MS,
  revalidateOnFocus: true,
  focusThrottleInterval: 0,
  dedupingInterval: 0,
} as const;

/** Props of {@link NotificationsMenu}. */
export interface NotificationsMenuProps {
  /** Whose notifications: the session that reads them. */
  userType: UserType;
  /** The button's look: on the dark workspace header, or on a light page. */
  tone?: 'dark' | 'light';
}

/**
 * The signed-in account's notifications: a button with the unread count (kept current by polling, on
 * focus and on opening), and
 * a panel listing the latest ten, newest first, each leading to what it is about (opening one marks it
 * read), with "Mark all as read". Closes on Escape or a click elsewhere, focus back on the button.
 *
 * @example
 * <NotificationsMenu userType="merchant" tone="dark" />
 */
export function NotificationsMenu({ userType, tone = 'light' }: NotificationsMenuProps) {
  const list = useGetNotifications({ query: { limit: 10 }, as: userType }, LIST_OPTIONS);
  const markOne = useMarkNotificationRead({ notify: false });
  const markAll = useMarkAllNotificationsRead({ notify: false });
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = list.data?.unread ?? 0;
  const rows = list.data?.rows ?? [];

  useDismiss(open, close, root, button);

  return (
    <div ref={root} className={`notifications notifications--${tone}`}>
      <button
        ref={button}
        type="button"
        className="notifications__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // Opening asks the list again: what it shows is current, whatever the poll's moment.
          if (!open) void list.mutate();
          setOpen(!open);
        }}
      >
        Notifications
        <span className="notifications__count" data-unread={unread > 0 || undefined}>
          {unread > 99 ? '99+' : unread}
          <span className="visually-hidden"> unread</span>
        </span>
      </button>
      <section id={panelId} className="notifications__panel" aria-labelledby={titleId} hidden={!open}>
        <div className="notifications__head">
          <h2 id={titleId} className="notifications__title">
            Your notifications
          </h2>
          {unread > 0 ? (
            <button
              type="button"
              className="link-button"
              disabled={markAll.isMutating}
              onClick={() => void markAll.trigger({}).catch(() => undefined)}
            >
              Mark all as read
            </button>
          ) : null}
        </div>
        {list.status === 'failed' && !list.data ? (
          <p role="alert" className="notifications__note">
            {list.error?.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="notifications__note">
            {list.status === 'loading' ? 'Loading…' : 'Nothing yet: orders, decisions and payouts show here.'}
          </p>
        ) : (
          <ul className="notifications__list">
            {rows.map((n) => {
              const read = () => {
                if (!n.read) void markOne.trigger({ path: { id: n.id } }).catch(() => undefined);
              };
              const text = (
                <>
                  <span className="notifications__item-title">
                    {n.read ? null : <span className="visually-hidden">Unread: </span>}
                    {n.title}
                  </span>
                  {n.body ? <span className="notifications__item-body">{n.body}</span> : null}
                  <span className="notifications__item-date">
                    <DateText value={n.createdAt} format="relative" />
                  </span>
                </>
              );
              return (
                <li key={n.id} className="notifications__item" data-unread={!n.read || undefined}>
                  {n.link ? (
                    <Link
                      to={n.link}
                      className="notifications__item-link"
                      onClick={() => {
                        read();
                        setOpen(false);
                      }}
                    >
                      {text}
                    </Link>
                  ) : (
                    <button type="button" className="notifications__item-link" onClick={read}>
                      {text}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
