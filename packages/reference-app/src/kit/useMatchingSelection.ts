import type { TableResult } from '@marketplace/react-hooks';
import { useState } from 'react';

/** "Every row matching the filter" as a table shows it (DataTable's `matching`). */
export interface MatchingChoice {
  /** How many rows match the list's search and filters (the server's count). */
  count: number;
  /** Whether the bulk action takes every matching row rather than the rows ticked. */
  active: boolean;
  onChange(active: boolean): void;
}

/** What {@link useMatchingSelection} returns. */
export interface MatchingSelection<Row> {
  /** For DataTable's `matching` prop. */
  matching: MatchingChoice;
  /** Every matching row is chosen (for the filter in force only). */
  active: boolean;
  /** Rows gathered so far while every matching row is fetched; `undefined` otherwise. */
  gathered: number | undefined;
  /**
   * The rows a bulk action takes: every matching row (fetched page by page through the list's own query,
   * `gathered` counting them), or `picked()` (the rows ticked). Rejects with the list's message.
   */
  rows(picked: () => Row[]): Promise<Row[]>;
  /** Back to the rows ticked. */
  clear(): void;
}

/**
 * The choice of every row matching a list's filter, beside the rows ticked on its pages: a bulk action
 * (approve, change, assign) then takes all of them, gathered when it runs through the table's own
 * `fetchAll` (every page of its query, whichever list operation it reads). The choice holds for the query
 * it was made under only: another filter, search or page drops it, and so does another `list` when a
 * screen shows several lists (several operations) under one selection.
 *
 * @example
 * const scope = useMatchingSelection(table);
 * <DataTable {...} selected={selected} onSelectedChange={setSelected} matching={scope.matching} />
 * const products = await scope.rows(() => [...selected].map((id) => seen.get(id)!));
 */
export function useMatchingSelection<Row>(
  table: Pick<TableResult<Row>, 'query' | 'count' | 'fetchAll'>,
  list = '',
): MatchingSelection<Row> {
  const key = JSON.stringify([list, table.query]);
  const [chosenUnder, setChosenUnder] = useState<string | undefined>(undefined);
  const [gathered, setGathered] = useState<number | undefined>(undefined);
  const active = chosenUnder === key;
  return {
    active,
    gathered,
    matching: { count: table.count, active, onChange: (on) => setChosenUnder(on ? key : undefined) },
    async rows(picked) {
      if (!active) return picked();
      setGathered(0);
      try {
        return await table.fetchAll(setGathered);
      } finally {
        setGathered(undefined);
      }
    },
    clear: () => setChosenUnder(undefined),
  };
}
