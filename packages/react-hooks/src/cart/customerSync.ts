// A signed-in customer's side of the cart (their lines on the server, the merge at login, other tabs'
// writes), in a module of its own that the cart engine imports when it first sees a customer session: a
// guest's shop never downloads it.
export { createCustomerSide } from './createCustomerSide';
