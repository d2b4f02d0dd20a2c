// A signed-in customer's side of the cart (the server's cart: read it, send a change to it), in a module of
// its own that the cart engine imports inside its queue with the first call for a customer: a guest's
// shop never downloads it.
export { createCartServer } from './createCartServer';
export { pushCartChange } from './pushCartChange';
