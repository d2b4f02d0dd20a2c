import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';

/** Where restoring or saving the persisted state failed. */
export type PersistPhase = 'read' | 'parse' | 'migrate' | 'restore' | 'write' | 'timeout';

/** Told about every storage failure the client store survived. */
export type PersistErrorHandler = (error: unknown, phase: PersistPhase) => void;

/**
 * A JSON storage over `storage` (zustand's `PersistStorage`), made so that nothing it does can throw into the app: a read that
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
  // `guarded` never throws: what fails here is JSON.parse (a value that is not JSON reads as nothing).
  const parse = (text: string | null): StorageValue<S> | null => {
    try {
      return text === null ? null : (JSON.parse(text) as StorageValue<S>);
    } catch (error) {
      report(error, 'parse');
      return null;
    }
  };
  return {
    getItem(name) {
      const text = guarded.getItem(name);
      return isPromiseLike<string | null>(text) ? Promise.resolve(text).then(parse) : parse(text);
    },
    // JSON.stringify throws on cycles and BigInt: such a write is dropped like a refused one.
    setItem: (name, value) => write(() => guarded.setItem(name, JSON.stringify(value)), report),
    removeItem: (name) => guarded.removeItem(name),
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
