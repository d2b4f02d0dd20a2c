/** The longest wait for an idle moment, per turn (ms). */
const IDLE_TIMEOUT_MS = 1500;

/** A turn's work: done when it returns, or when the promise it returns settles. */
type Turn = () => unknown;

const waiting: Turn[] = [];
let scheduled = false;
let running = false;

/** Asks the browser for its next idle moment (Safari has no requestIdleCallback: a short timeout stands in). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(run, 200);
  }
}

function nextTurn(): void {
  scheduled = false;
  const turn = waiting.shift();
  if (!turn) return;
  running = true;
  void Promise.resolve()
    .then(turn)
    .catch(() => undefined)
    .then(() => {
      running = false;
      if (waiting.length > 0) schedule();
    });
}

function schedule(): void {
  if (scheduled || running) return;
  scheduled = true;
  whenIdle(nextTurn);
}

/**
 * Runs `callback` at an idle moment of the browser, one waiting callback per idle moment, in the order
 * they were queued; a callback that returns a promise holds the next turn until it settles (a section
 * whose code is loading). The sections further down a page that wait for the browser to be idle start
 * one after another, each in its own idle moment, instead of all in the first one (the home page's nine
 * sections rendered and fetched at once right after hydration: long tasks of up to 180 ms on a phone).
 * Returns the cancel function (a section that loaded for another reason, or left the page); a turn
 * already started is not stopped.
 *
 * @example
 * useEffect(() => onIdleTurn(() => setLoad(true)), []);
 * // its code first, then the next turn: onIdleTurn(() => import('./Later').then(() => setLoad(true)))
 */
export function onIdleTurn(callback: Turn): () => void {
  waiting.push(callback);
  schedule();
  return () => {
    const index = waiting.indexOf(callback);
    if (index >= 0) waiting.splice(index, 1);
  };
}
