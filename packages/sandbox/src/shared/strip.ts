/** The object without its undefined fields (the contract's optional fields are absent, not null). */
export function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
