// Types of a call, derived from the generated contract types: parameters, body and result of each
// operation come from specs/, never written by hand.

import type { $Read, $Write, Readable } from 'openapi-typescript-helpers';
import type { UserType } from '../detectUserType';
import type { operations as MainOperations } from '../generated/main';
import type { operations as ProviderOperations } from '../generated/provider';
import type { operations as ShippingOperations } from '../generated/shipping';
import type { operations as ThemesOperations } from '../generated/themes';

/** Every operation of the four hosts, by operationId (they are unique across hosts). */
export type Operations = MainOperations & ShippingOperations & ThemesOperations & ProviderOperations;

/** The name of an operation, as in the contract. */
export type OperationId = keyof Operations;

/** The four hosts of the contract. */
export type Host = 'main' | 'shipping' | 'themes' | 'provider';

type Params<O> = O extends { parameters: infer P } ? P : Record<string, never>;

type Part<P, K extends string> = P extends { [key in K]: infer X }
  ? { [key in K]: X }
  : P extends { [key in K]?: infer X }
    ? [Exclude<X, undefined>] extends [never]
      ? unknown
      : { [key in K]?: Exclude<X, undefined> }
    : unknown;

type BodyContent<O> = O extends { requestBody?: infer R }
  ? [Exclude<R, undefined>] extends [never]
    ? never
    : Exclude<R, undefined> extends { content: infer C }
      ? C[keyof C]
      : never
  : never;

/** A request body without what the server sets (readOnly fields); uploads stay Blobs. */
type Writable<T> = T extends Blob
  ? T
  : T extends $Read<unknown>
    ? never
    : T extends $Write<infer U>
      ? Writable<U>
      : T extends (infer E)[]
        ? Writable<E>[]
        : T extends object
          ? { [K in keyof T as NonNullable<T[K]> extends $Read<unknown> ? never : K]: Writable<T[K]> }
          : T;

type BodyPart<O> = [BodyContent<O>] extends [never]
  ? unknown
  : O extends { requestBody: unknown }
    ? { body: Writable<BodyContent<O>> }
    : { body?: Writable<BodyContent<O>> };

/** Options every call takes, beside its parameters and body. */
export interface CallOptions {
  /** Cancels the call; the promise rejects with a `MarketplaceError` of kind `aborted`. */
  signal?: AbortSignal;
  /** Milliseconds per attempt before giving up (kind `timeout`); 0 for none. Overrides the client's. */
  timeout?: number;
  /** `false` turns retries off for this call; a number sets how many. */
  retry?: boolean | number;
  /**
   * Sent as the `Idempotency-Key` header; makes a POST or PATCH safe to retry. `true` generates one
   * (kept across the retries of this call).
   */
  idempotencyKey?: string | true;
  /** Use this role's token for this call instead of the one the page path selects. */
  as?: UserType;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * Upload progress of a multipart call, in bytes sent of the body's total: reported on the way by a
   * `transport` that can (`xhrTransport`), else once with the whole body when the answer arrives.
   */
  onUploadProgress?: (loaded: number, total: number) => void;
  /**
   * Sends this call instead of `fetch` (not with middleware or a client `fetch`): `xhrTransport` reports
   * upload progress, which `fetch` cannot.
   */
  transport?: Transport;
}

/** Sends one request as `fetch` would, reporting upload progress on the way. */
export type Transport = (
  url: string,
  init: RequestInit,
  onUploadProgress?: (loaded: number, total: number) => void,
) => Promise<Response>;

/** What a call of operation `Id` takes: its path and query parameters, its body, and the call options. */
export type CallInit<Id extends OperationId> = Part<Params<Operations[Id]>, 'path'> &
  Part<Params<Operations[Id]>, 'query'> &
  BodyPart<Operations[Id]> &
  CallOptions;

type NeedsInit<Id extends OperationId> =
  Record<string, never> extends Part<Params<Operations[Id]>, 'path'> &
    Part<Params<Operations[Id]>, 'query'> &
    BodyPart<Operations[Id]>
    ? false
    : true;

/** The arguments after the client: the init is required only when the operation has required parts. */
export type CallArgs<Id extends OperationId> =
  NeedsInit<Id> extends true ? [init: CallInit<Id>] : [init?: CallInit<Id>];

type SuccessBody<O> = O extends { responses: infer R }
  ? (200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : never) extends { content: infer C }
    ? C[keyof C]
    : never
  : never;

/** The `data` of operation `Id`'s successful answer. */
export type OperationData<Id extends OperationId> =
  SuccessBody<Operations[Id]> extends { data: infer D } ? Readable<D> : undefined;

/** What a successful call resolves to. */
export interface OperationResult<Id extends OperationId> {
  /** The envelope's `data`, typed by the contract (paged lists are `{ count, rows }`). */
  data: OperationData<Id>;
  /** The message to show on success: the operation's success message from the spec, else the server's. */
  message: string;
  /** The server's own message. */
  serverMessage: string;
  /** The HTTP status. */
  status: number;
}

/** What the engine needs to know about an operation; generated from the contract for each one. */
export interface OperationMeta {
  id: string;
  host: Host;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  path: string;
  /** Who may call it: 'guest' and the roles whose token it takes. */
  roles: readonly ('guest' | UserType)[];
  /** How the body is sent, when there is one. */
  body?: 'json' | 'multipart';
  /** Messages of the spec's catalogue for this operation. */
  fallback?: string;
  network?: string;
  success?: string;
}

/** A schema the engine can check `data` with (zod/mini's, or anything with `safeParse`). */
export interface DataSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: {
      issues: readonly { path: readonly PropertyKey[]; code?: string; expected?: string; message: string }[];
    };
  };
}

/** Schemas of operations' `data`, by operationId, built on first use (see `@marketplace/sdk/schemas`). */
export type OperationSchemas = { readonly [id: string]: () => DataSchema };
