import type { CallInit, OperationData, OperationId, UserType } from '@marketplace/sdk';
import type { Database } from '../db/Database';
import type { UserRow } from '../db/identity';
import type { Reply } from './replies';

type Part<Id extends OperationId, K extends 'path' | 'query' | 'body'> =
  CallInit<Id> extends { [key in K]?: infer P } ? NonNullable<P> : Record<string, never>;

/** What the sandbox knows beside the database: its clock, randomness and where its images are served. */
export interface SandboxEnv {
  /** The sandbox's clock (fixed in tests for repeatable dates). */
  now(): Date;
  /** A deterministic random float in [0, 1). */
  random(): number;
  /** A new opaque token (sessions, confirmation and reset links, delivery tokens). */
  token(prefix: string): string;
  /** The URL of a bundled image, e.g. `image('products/101-1.svg')`. */
  image(path: string): string;
  /** The URL of an uploaded file, e.g. `media('12/parcel.png')` (served from the `media` table). */
  media(path: string): string;
}

/** Everything a handler sees for one request. Path and query values are parsed (numbers, booleans). */
export interface HandlerContext<Id extends OperationId> {
  db: Database;
  env: SandboxEnv;
  path: Part<Id, 'path'>;
  query: Partial<Part<Id, 'query'>>;
  body: Part<Id, 'body'>;
  /**
   * The account the call acts for, when the request carried a valid token: the caller, or for a store's
   * staff member the store's owner (see `actingAccount`).
   */
  user: UserRow | undefined;
  /** The person who called (a staff member stays themselves): who signs what the call does. */
  actor: UserRow | undefined;
  /** The caller's session role, when logged in. */
  role: UserType | undefined;
  request: Request;
}

/** A handler of operation `Id`: reads and changes state, answers with `ok(...)` or a refusal. */
export type Handler<Id extends OperationId> = (
  context: HandlerContext<Id>,
) => Reply<OperationData<Id>> | Promise<Reply<OperationData<Id>>>;

/** Handlers by operationId. */
export type HandlerMap = { [Id in OperationId]?: Handler<Id> };

/**
 * Declares a domain's handlers with their types checked against the contract.
 *
 * @example
 * export const contactHandlers = defineHandlers({
 *   sendContactMessage: ({ db, body, env }) => ok(db.table('contactMessages').insert({ ...body, createdAt: env.now().toISOString() })),
 * });
 */
export function defineHandlers<M extends HandlerMap>(handlers: M): M {
  return handlers;
}
