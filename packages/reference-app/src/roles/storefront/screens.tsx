// The storefront's screens, one lazily loaded chunk (see src/app/routes.tsx): guests browse and fill a
// client-side cart; logged-in customers see the same pages with their session.

export { NotFound } from '../../app/NotFound';
export { CartScreen } from './CartScreen';
export { CategoryScreen } from './CategoryScreen';
export { CollectionScreen } from './CollectionScreen';
export { ContactScreen } from './ContactScreen';
export { HomeScreen } from './HomeScreen';
export { MarketplaceProductScreen } from './MarketplaceProductScreen';
export { MarketplaceScreen } from './MarketplaceScreen';
export { ProductScreen } from './ProductScreen';
export { SavedItemsScreen } from './SavedItemsScreen';
export { SearchScreen } from './SearchScreen';
export { SearchSuggest } from './SearchSuggest';
export { StoreScreen } from './StoreScreen';
