'use client';
import { detectUserType, type UserType } from '@marketplace/sdk';
import { useMemo } from 'react';

/**
 * The session a page belongs to, from its path (spec section 2), recomputed only when the path changes.
 *
 * @example
 * function Header() {
 *   const userType = useUserType(useLocation().pathname);
 *   return userType === 'merchant' ? <MerchantMenu /> : <StoreMenu />;
 * }
 */
export function useUserType(pathname: string): UserType | '' {
  return useMemo(() => detectUserType(pathname), [pathname]);
}
