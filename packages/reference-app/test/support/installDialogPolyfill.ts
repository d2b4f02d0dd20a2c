// jsdom has <dialog> but not its modal API: the kit's ConfirmDialog calls showModal() and close(). This
// stand-in opens and closes the element the way a browser does for what the tests observe (the `open`
// attribute, the dialog role in the accessibility tree, the `close` event).

/**
 * Gives jsdom's HTMLDialogElement `showModal`, `show` and `close` when it lacks them.
 *
 * @example
 * installDialogPolyfill(); // at the top of a test file whose screen asks for confirmation
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = proto.show;
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
