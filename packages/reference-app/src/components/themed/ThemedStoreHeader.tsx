import type { StoreTheme } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import './themed.css';

/** Props of {@link ThemedStoreHeader}. */
export interface ThemedStoreHeaderProps {
  storeName: string;
  header: StoreTheme['header'];
  /** The heading's level: 1 on the store page, 3 inside a preview. */
  headingLevel?: 1 | 3;
  /** Controls beside the name (the follow button). */
  children?: ReactNode;
}

/**
 * The top of a themed store: the merchant's logo and the store's name, its phone and email as links.
 *
 * @example
 * <ThemedStoreHeader storeName="Adaeze Styles" header={theme.header}><FollowStore ... /></ThemedStoreHeader>
 */
export function ThemedStoreHeader({ storeName, header, headingLevel = 1, children }: ThemedStoreHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <div className="themed-header">
      <div className="themed-header__brand">
        {header.logo ? <img className="themed-header__logo" src={header.logo} alt="" /> : null}
        <Heading className="themed-header__name">{storeName}</Heading>
      </div>
      {header.phoneNumber || header.email ? (
        <ul className="themed-header__contacts" aria-label={`Contact ${storeName}`}>
          {header.phoneNumber ? (
            <li>
              <a href={`tel:${header.phoneNumber.replace(/[^+\d]/g, '')}`}>{header.phoneNumber}</a>
            </li>
          ) : null}
          {header.email ? (
            <li>
              <a href={`mailto:${header.email}`}>{header.email}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
