import type { ActorStamp } from './core';
import { type Row, Table } from './Table';

/**
 * The tables of the sandbox, by name. Each domain declares its own tables by augmenting this interface
 * (`declare module '../db/Database' { interface Tables { coupons: CouponRow } }`), so the database is
 * typed without one file knowing every domain.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by the domains
export interface Tables {}

type TableMap = { [K in keyof Tables]: Table<Tables[K] & Row> };

/** The in-memory database: typed tables created on first use, saved and restored as one snapshot. */
export class Database {
  readonly #tables = new Map<string, Table<Row>>();
  #revision = 0;

  /**
   * The person whose request is being handled, set by the request pipeline around each (synchronous)
   * handler: whatever the handler writes is signed with it (timelines, the audit log). Undefined for the
   * seed and for guests.
   */
  actor: ActorStamp | undefined;
  readonly #changed = () => {
    this.#revision++;
  };

  /**
   * Goes up on every insert, update and delete of any table: the sandbox saves its state after a request
   * that moved it, whatever the request's method (opening a confirmation link is a GET that writes).
   */
  get revision(): number {
    return this.#revision;
  }

  /** The table `name`, created empty on first use. */
  table<K extends keyof Tables & string>(name: K): TableMap[K] {
    let table = this.#tables.get(name);
    if (!table) {
      table = new Table<Row>(this.#changed);
      this.#tables.set(name, table);
    }
    return table as unknown as TableMap[K];
  }

  /** Every table as plain data. */
  toJSON(): Record<string, { nextId: number; rows: Row[] }> {
    return Object.fromEntries([...this.#tables].map(([name, table]) => [name, table.toJSON()]));
  }

  /** Replaces every table with a snapshot made by `toJSON`. */
  load(snapshot: Record<string, { nextId: number; rows: Row[] }>): void {
    this.#tables.clear();
    this.#changed();
    for (const [name, data] of Object.entries(snapshot)) {
      const table = new Table<Row>(this.#changed);
      table.load(data);
      this.#tables.set(name, table);
    }
  }
}
