// The logged-in customer's screens: one lazily loaded chunk (see src/app/routes.tsx). Each screen is wrapped
// in RequireSession role="customer" (through CustomerPage).
export { AccountScreen } from './AccountScreen';
export { AddressesScreen } from './AddressesScreen';
export { CheckoutScreen } from './CheckoutScreen';
export { ConfirmationScreen } from './ConfirmationScreen';
export { CreditNoteScreen } from './CreditNoteScreen';
export { CustomerCartScreen } from './CustomerCartScreen';
export { GiftCardsScreen } from './GiftCardsScreen';
export { InvoiceScreen } from './InvoiceScreen';
export { OrderScreen } from './OrderScreen';
export { OrdersScreen } from './OrdersScreen';
export { ReturnsScreen } from './ReturnsScreen';
