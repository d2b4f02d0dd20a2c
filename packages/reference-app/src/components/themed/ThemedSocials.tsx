import type { StoreThemeSocialLink } from '@marketplace/react-hooks';
import './themed.css';

/** Props of {@link ThemedSocials}. */
export interface ThemedSocialsProps {
  storeName: string;
  socials: readonly StoreThemeSocialLink[];
}

/**
 * The store's social links (the networks the merchant set, in the theme's order), opening in a new tab;
 * nothing when none is set.
 *
 * @example
 * <ThemedSocials storeName="Adaeze Styles" socials={theme.socials} />
 */
export function ThemedSocials({ storeName, socials }: ThemedSocialsProps) {
  if (socials.length === 0) return null;
  return (
    <nav className="themed-socials" aria-label={`${storeName} on social media`}>
      <ul>
        {socials.map((s) => (
          <li key={s.network}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
