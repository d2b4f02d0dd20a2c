import type { OperationData } from '@marketplace/sdk';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../kit/Money';

/** A theme of the catalogue, marked with whether the merchant has it and whether it is active. */
export type CatalogTheme = OperationData<'getAvailableThemes'>[number];

/** Props of {@link ThemeCard}. */
export interface ThemeCardProps {
  theme: CatalogTheme;
  /** Whether the merchant may take and activate themes (`useCan('themes', 'update')`). */
  canUpdate: boolean;
  /** A purchase or an activation is being sent (every card's buttons wait). */
  busy: boolean;
  onTake(theme: CatalogTheme): void;
  onActivate(theme: CatalogTheme): void;
  /**
   * The control that takes the focus once it shows: `activate` after the theme was taken, `customize`
   * after it was activated (the button pressed is gone then).
   */
  focus?: 'activate' | 'customize';
}

/**
 * One theme of the catalogue: its picture, name, description and price, whether it is active or one of
 * the merchant's, and what can be done with it: take it (free themes), activate it, customize it.
 *
 * @example
 * <ThemeCard theme={theme} canUpdate busy={false} onTake={take} onActivate={activate} />
 */
export function ThemeCard({ theme, canUpdate, busy, onTake, onActivate, focus }: ThemeCardProps) {
  const activateButton = useRef<HTMLButtonElement>(null);
  const customizeLink = useRef<HTMLAnchorElement>(null);
  const canActivate = theme.isPurchased && !theme.isActive;
  useEffect(() => {
    if (focus === 'activate' && canActivate) activateButton.current?.focus();
    if (focus === 'customize' && theme.isActive) customizeLink.current?.focus();
  }, [focus, canActivate, theme.isActive]);
  const free = !theme.price;
  const headingId = `theme-${theme.id}-name`;
  return (
    <article
      className={`theme-card${theme.isActive ? ' theme-card--active' : ''}`}
      aria-labelledby={headingId}
    >
      {theme.thumbnail ? (
        <img className="theme-card__image" src={theme.thumbnail} alt="" loading="lazy" />
      ) : null}
      <div className="theme-card__body">
        <h3 id={headingId} className="theme-card__name">
          {theme.name}
        </h3>
        <p className="theme-card__state">
          {theme.isActive ? (
            <span className="theme-card__badge theme-card__badge--active">Active on your store</span>
          ) : theme.isPurchased ? (
            <span className="theme-card__badge">In your themes</span>
          ) : (
            <span className="theme-card__price">{free ? 'Free' : <Money amount={theme.price ?? 0} />}</span>
          )}
        </p>
        {theme.description ? <p className="theme-card__description">{theme.description}</p> : null}
        <div className="theme-card__actions">
          {theme.isPurchased ? (
            <Link
              ref={customizeLink}
              className={theme.isActive ? 'button' : 'button button--secondary'}
              to={theme.isActive ? 'customize' : `customize?theme=${theme.id}`}
              aria-label={`Customize ${theme.name}`}
            >
              Customize
            </Link>
          ) : null}
          {canUpdate && theme.isPurchased && !theme.isActive ? (
            <button
              ref={activateButton}
              type="button"
              className="button"
              disabled={busy}
              aria-label={`Activate ${theme.name}`}
              onClick={() => onActivate(theme)}
            >
              Activate
            </button>
          ) : null}
          {canUpdate && !theme.isPurchased && free ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={`Get ${theme.name} for free`}
              onClick={() => onTake(theme)}
            >
              Get it free
            </button>
          ) : null}
          {!theme.isPurchased && !free ? (
            <p className="theme-card__note">A paid theme: only free themes can be taken here.</p>
          ) : null}
          {theme.previewUrl ? (
            <a
              className="theme-card__preview"
              href={theme.previewUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              See a larger preview
              <span className="visually-hidden"> of {theme.name} (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
