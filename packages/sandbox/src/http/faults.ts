import type { OperationId } from '@marketplace/sdk';

/**
 * A failure to inject into an operation's answers, so clients can be tested against it. Several may be
 * combined (latency with any other). `times` limits how many requests it affects (default: all).
 */
export interface Fault {
  /** Delay the answer by this many milliseconds. */
  latencyMs?: number;
  /** Answer with this HTTP status and `{ success: false, message }`. */
  status?: number;
  /** Answer HTTP 200 with `{ success: false, message }`. */
  successFalse?: boolean;
  /** The message of a `status` or `successFalse` answer. */
  message?: string;
  /** Fail at the network level (the client sees a TypeError from fetch). */
  network?: boolean;
  /** Answer HTTP 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Affect only the next `times` requests. */
  times?: number;
}

/** Faults by operationId; `'*'` applies to every operation. */
export class Faults {
  readonly #faults = new Map<string, Fault>();

  /**
   * Injects a fault into an operation (or every operation with `'*'`).
   *
   * @example
   * sandbox.faults.set('getAllCategories', { status: 500, message: 'Database down', times: 1 });
   */
  set(operation: OperationId | '*', fault: Fault): void {
    this.#faults.set(operation, { ...fault });
  }

  /** Removes one operation's fault, or every fault. */
  clear(operation?: OperationId | '*'): void {
    if (operation) this.#faults.delete(operation);
    else this.#faults.clear();
  }

  /** The fault that applies to this request now (consuming one of its `times`). */
  take(operation: string): Fault | undefined {
    for (const key of [operation, '*']) {
      const fault = this.#faults.get(key);
      if (!fault) continue;
      if (fault.times !== undefined) {
        if (fault.times <= 1) this.#faults.delete(key);
        else fault.times--;
      }
      return fault;
    }
    return undefined;
  }
}

/**
 * Reads a fault from the `x-sandbox-fault` request header, so a front end talking to the HTTP server can
 * ask for one: `status=503`, `latency=800`, `success-false`, `network`, `malformed`, combined with `;`
 * (e.g. `latency=500;status=500;message=Down`).
 *
 * @example
 * parseFaultHeader('latency=300;status=503'); // { latencyMs: 300, status: 503 }
 */
export function parseFaultHeader(header: string | null): Fault | undefined {
  if (!header) return undefined;
  const fault: Fault = {};
  for (const part of header.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'status' && /^\d{3}$/.test(value)) fault.status = Number(value);
    else if (key === 'latency' && /^\d+$/.test(value)) fault.latencyMs = Number(value);
    else if (key === 'success-false') fault.successFalse = true;
    else if (key === 'network') fault.network = true;
    else if (key === 'malformed') fault.malformed = true;
    else if (key === 'message' && value) fault.message = decodeURIComponent(value);
  }
  return Object.keys(fault).length ? fault : undefined;
}
