import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/** Where restoring or saving the persisted state failed. */
export type PersistPhase = 'read' | 'parse' | 'migrate' | 'restore' | 'write' | 'timeout';

/** Told about every storage failure the client store survived. */
export type PersistErrorHandler = (error: unknown, phase: PersistPhase) => void;

/**
 * zustand's JSON storage over `storage`, made so that nothing it does can throw into the app: a read that
 * throws or rejects (storage denied) and a value that is not JSON read as "nothing stored"; a write that
 * throws or rejects (quota full) is dropped, the state in memory stays; a read that has not answered
 * within `timeoutMs` reads as "nothing stored" and its late answer is ignored. Each failure goes to
 * `report` with its phase.
 *
 * @example
 * const storage = safeStorage(localStorage, { timeoutMs: PERSIST_TIMEOUT_MS, report: console.warn });
 */
export function safeStorage<S>(
  storage: StateStorage,
  options: { timeoutMs: number; report: PersistErrorHandler },
): PersistStorage<S> {
  const { timeoutMs, report } = options;
  const guarded: StateStorage<void> = {
    getItem(name) {
      let answer: string | null | PromiseLike<string | null>;
      try {
        answer = storage.getItem(name);
      } catch (error) {
        report(error, 'read');
        return null;
      }
      return isPromiseLike(answer) ? bounded(answer, timeoutMs, report) : answer;
    },
    setItem: (name, value) => write(() => storage.setItem(name, value), report),
    removeItem: (name) => write(() => storage.removeItem(name), report),
  };
  // createJSONStorage only fails when its getter throws, and this getter cannot.
  const json = createJSONStorage<S>(() => guarded) as PersistStorage<S>;
  return {
    getItem(name) {
      // `guarded` never throws: what fails here is JSON.parse.
      try {
        const value = json.getItem(name);
        return isPromiseLike(value)
          ? Promise.resolve(value).catch((error: unknown) => {
              report(error, 'parse');
              return null;
            })
          : value;
      } catch (error) {
        report(error, 'parse');
        return null;
      }
    },
    // JSON.stringify throws on cycles and BigInt: such a write is dropped like a refused one.
    setItem: (name, value) => write(() => json.setItem(name, value), report),
    removeItem: (name) => write(() => json.removeItem(name), report),
  };
}

function bounded(
  answer: PromiseLike<string | null>,
  timeoutMs: number,
  report: PersistErrorHandler,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: string | null) => {
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            if (settled) return;
            const error = new Error(`Persisted state did not load within ${timeoutMs} ms`);
            error.name = 'TimeoutError';
            report(error, 'timeout');
            settle(null);
          }, timeoutMs)
        : undefined;
    Promise.resolve(answer).then(
      (value) => {
        if (!settled) settle(value ?? null);
      },
      (error: unknown) => {
        if (settled) return;
        report(error, 'read');
        settle(null);
      },
    );
  });
}

function write(run: () => unknown, report: PersistErrorHandler): void {
  try {
    const result = run();
    if (isPromiseLike(result)) Promise.resolve(result).catch((error: unknown) => report(error, 'write'));
  } catch (error) {
    report(error, 'write');
  }
}

const isPromiseLike = <T>(value: unknown): value is PromiseLike<T> =>
  typeof (value as PromiseLike<T> | null)?.then === 'function';
