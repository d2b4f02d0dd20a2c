import { useUserType } from '@marketplace/react-hooks';

/** The app's root. Until the storefront lands, it says what it is and which session the path selects. */
export function App({ pathname }: { pathname: string }) {
  const userType = useUserType(pathname);
  return (
    <main>
      <h1>Marketplace</h1>
      <p>The reference storefront is being built. Session for this page: {userType || 'guest'}.</p>
    </main>
  );
}
