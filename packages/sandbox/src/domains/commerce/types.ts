import type { MainComponents } from '@marketplace/sdk';

/**
 * A contract type as a response carries it: the generated types mark read-only and write-only fields
 * (`$Read<T>`, `$Write<T>`); a response has the read-only ones as plain values and no write-only ones.
 * Plain types pass through unchanged.
 */
export type Unmarked<T> = T extends { readonly $write: unknown }
  ? never
  : T extends { readonly $read: infer U }
    ? Unmarked<U>
    : T extends readonly (infer E)[]
      ? Unmarked<E>[]
      : T extends object
        ? {
            [K in keyof T as NonNullable<T[K]> extends { readonly $write: unknown } ? never : K]: Unmarked<
              T[K]
            >;
          }
        : T;

/** The main contract's schemas, as responses carry them. */
export type S = { [K in keyof MainComponents['schemas']]: Unmarked<MainComponents['schemas'][K]> };
