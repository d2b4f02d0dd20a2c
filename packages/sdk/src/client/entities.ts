import type { Readable } from 'openapi-typescript-helpers';
import type { components } from '../generated/main';

/**
 * Every entity of the main API as it arrives in responses (the contract's component schemas, read
 * side: readOnly fields plain, writeOnly ones left out).
 */
export type Entities = { [K in keyof components['schemas']]: Readable<components['schemas'][K]> };

/**
 * One entity of the main API by its schema name, as the API sends it.
 *
 * @example
 * const product: Entity<'Product'> = data.rows[0];
 */
export type Entity<Name extends keyof Entities> = Entities[Name];
