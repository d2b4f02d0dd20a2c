/** A row of a table: every row has a numeric id. */
export interface Row {
  id: number;
}

/**
 * One table of the in-memory database: rows by id, ids given in order. Rows are returned as stored;
 * handlers copy what they send so a response can never alias the state.
 */
export class Table<T extends Row> {
  readonly #rows = new Map<number, T>();
  #nextId = 1;
  readonly #changed: () => void;

  /** `changed` is called after every insert, update, delete and load (the database counts revisions). */
  constructor(changed: () => void = () => {}) {
    this.#changed = changed;
  }

  /** Inserts a row; `id` is assigned unless given. */
  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const id = row.id ?? this.#nextId;
    if (this.#rows.has(id)) throw new Error(`duplicate id ${id}`);
    this.#nextId = Math.max(this.#nextId, id + 1);
    const stored = { ...row, id } as T;
    this.#rows.set(id, stored);
    this.#changed();
    return stored;
  }

  get(id: number | string | undefined | null): T | undefined {
    return id === undefined || id === null ? undefined : this.#rows.get(Number(id));
  }

  /** Merges `patch` into the row; undefined when there is no such row. */
  update(id: number | string, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    const next = { ...row, ...patch, id: row.id } as T;
    this.#rows.set(row.id, next);
    this.#changed();
    return next;
  }

  delete(id: number | string): boolean {
    const deleted = this.#rows.delete(Number(id));
    if (deleted) this.#changed();
    return deleted;
  }

  all(): T[] {
    return [...this.#rows.values()];
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.#rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  get size(): number {
    return this.#rows.size;
  }

  /** The table as plain data, for persistence. */
  toJSON(): { nextId: number; rows: T[] } {
    return { nextId: this.#nextId, rows: this.all() };
  }

  /** Replaces the content with a snapshot made by `toJSON`. */
  load(snapshot: { nextId: number; rows: T[] }): void {
    this.#rows.clear();
    for (const row of snapshot.rows) this.#rows.set(row.id, row);
    this.#nextId = snapshot.nextId;
    this.#changed();
  }
}
