import type { UserType } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { rolePath } from './roles';

/**
 * The way on after an auth step is done (an account confirmed, a password reset): a button-styled link to
 * the role's log in page, in a paragraph of its own.
 *
 * @example
 * <LogInButton role="customer">Log in with your new password</LogInButton>
 */
export function LogInButton({
  role,
  secondary = false,
  children = 'Log in',
}: {
  role: UserType;
  /** Styled as the page's second action. */
  secondary?: boolean;
  /** The link's words; "Log in" by default. */
  children?: ReactNode;
}) {
  return (
    <p>
      <Link className={secondary ? 'button button--secondary' : 'button'} to={rolePath(role, 'login')}>
        {children}
      </Link>
    </p>
  );
}
