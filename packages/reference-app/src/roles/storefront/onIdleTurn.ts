/** The longest wait for an idle moment, per turn (ms). */
const IDLE_TIMEOUT_MS = 1500;

/** A turn's work: done when it returns, or when the promise it returns settles. */
type Turn = () => unknown;

const waiting: Turn[] = [];
/** A turn is asked for or running: the next one is asked for when it ends. */
let busy = false;

/** Asks the browser for its next idle moment (Safari has no requestIdleCallback: a short timeout stands in). */
function askForIdle(): void {
  if (window.requestIdleCallback) window.requestIdleCallback(nextTurn, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(nextTurn, 200);
}

function nextTurn(): void {
  const turn = waiting.shift();
  busy = turn !== undefined;
  if (turn) void Promise.resolve().then(turn).then(turnEnded, turnEnded);
}

function turnEnded(): void {
  busy = waiting.length > 0;
  if (busy) askForIdle();
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
  if (!busy) {
    busy = true;
    askForIdle();
  }
  return () => {
    const index = waiting.indexOf(callback);
    if (index >= 0) waiting.splice(index, 1);
  };
}
