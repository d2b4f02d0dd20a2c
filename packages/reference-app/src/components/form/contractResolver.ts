import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { OperationId } from '@marketplace/sdk';
import { type FieldValues, get, type Resolver } from 'react-hook-form';
import { issueMessage, pathKey, type SchemaIssue } from './issueMessage';
import { loadRequestSchema } from './requestSchema';

/** The key under `errors.root` of a failure no field shows (network, 500, an unknown field's 422). */
export const SERVER_ERROR_KEY = 'server';

/** What the contract says by default for an email that is not one. */
export const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com';

/** What a form says when the contract's schemas could not be loaded to check it. */
export const UNCHECKED_MESSAGE = 'The form could not be checked. Check your connection and try again.';

/** One problem of a form, on the field (a path such as `company.email`) that shows it. */
export interface FormProblem {
  field: string;
  message: string;
}

/** A problem the contract found, before it is worded: the field it lands on, the issue, the body's value. */
export interface ContractProblem {
  field: string;
  issue: SchemaIssue;
  /** The request body's value where the contract found the problem (`undefined`: left out). */
  value: unknown;
}

/** What {@link contractResolver} checks a form with, read again at each check. */
export interface ContractCheck<Values, Body> {
  /** The operation whose request schema checks the body (none for a multipart upload: `check` only). */
  operation: OperationId;
  /** The request body the values make. */
  toBody(values: Values): Body;
  /** The fields the form knows, in the order they are shown, each with its label (or `undefined`). */
  fields: ReadonlyMap<string, string | undefined>;
  /** The form field of each body path whose name differs (`{ minPrice: 'min' }`; nested paths too). */
  fieldOf?: Partial<Record<string, string>>;
  /** The form's own rules (across fields, or stricter than the contract's); they word a field first. */
  check?(body: Body, values: Values): readonly FormProblem[];
  /** The form's own words for a contract problem, over the generated ones (`undefined`: those). */
  message?(problem: ContractProblem): string | undefined;
  /** The words for an email that is not one (default {@link EMAIL_MESSAGE}). */
  emailMessage?: string;
}

/** `path` with its longest `fieldOf` prefix replaced: the form's name of a body path. */
function mapPath(path: string, fieldOf: Partial<Record<string, string>> | undefined): string {
  if (!fieldOf) return path;
  let best: string | undefined;
  for (const key of Object.keys(fieldOf)) {
    if ((path === key || path.startsWith(`${key}.`)) && (!best || key.length > best.length)) best = key;
  }
  return best === undefined ? path : `${fieldOf[best]}${path.slice(best.length)}`;
}

/**
 * The form field a body path (`pricing.0.amount`, `body.email`) belongs to: the longest field the form
 * knows that is the path or holds it (`pricing`), or `undefined` when the form knows none.
 *
 * @example
 * fieldOfPath('body.minPrice', ['q', 'min'], { minPrice: 'min' }); // 'min'
 */
export function fieldOfPath(
  path: string,
  fields: Iterable<string>,
  fieldOf?: Partial<Record<string, string>>,
): string | undefined {
  const mapped = mapPath(path.replace(/^body\./, ''), fieldOf);
  let owner: string | undefined;
  for (const field of fields) {
    if ((mapped === field || mapped.startsWith(`${field}.`)) && (!owner || field.length > owner.length))
      owner = field;
  }
  return owner;
}

/**
 * The problems of a form's values: the body they make (`toBody`) checked with the operation's request
 * schema (loaded on the first check), each issue worded with its field's label and put on the field the
 * form shows it on (a path the form does not know stays where it is), then the form's own `check`, whose
 * message wins on its field. In the order the fields are shown.
 *
 * @example
 * await contractProblems({ email: 'x' }, { operation: 'forgotPassword', toBody: (v) => v, fields: new Map([['email', 'Email address']]) });
 * // [{ field: 'email', message: 'Enter a valid email address, like name@example.com' }]
 */
export async function contractProblems<Values, Body>(
  values: Values,
  options: ContractCheck<Values, Body>,
): Promise<FormProblem[]> {
  const { fields, fieldOf } = options;
  const body = options.toBody(values);
  const schema = await loadRequestSchema(options.operation);
  const result = schema ? await schema['~standard'].validate(body) : undefined;
  const found = new Map<string, string>();
  for (const issue of result?.issues ?? []) {
    const path = (issue.path ?? []).map((part) => String(pathKey(part))).join('.');
    const field = path
      ? (fieldOfPath(path, fields.keys(), fieldOf) ?? mapPath(path, fieldOf))
      : `root.${SERVER_ERROR_KEY}`;
    if (found.has(field)) continue;
    // What the body holds where the contract found the problem: nothing there reads "is required".
    const value = path ? get(body, path) : body;
    const label = fields.get(field) ?? 'This field';
    found.set(
      field,
      options.message?.({ field, issue, value }) ??
        issueMessage(issue, label, value, options.emailMessage ?? EMAIL_MESSAGE),
    );
  }
  const checked = new Set<string>();
  for (const { field, message } of options.check?.(body, values) ?? []) {
    if (checked.has(field)) continue;
    checked.add(field);
    found.set(field, message);
  }
  const order = [...fields.keys()];
  const rank = (field: string) => {
    const index = order.findIndex((f) => field === f || field.startsWith(`${f}.`));
    return index === -1 ? order.length : index;
  };
  return [...found]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * The one resolver of the app's forms (react-hook-form): {@link contractProblems} on the field each
 * belongs to, or the request body for `handleSubmit` when there are none. `read` gives the check's
 * options at each check, so labels registered since, and the latest props, count. When the schemas
 * cannot be loaded (offline), the form says so rather than sending unchecked values.
 *
 * @example
 * const resolver = contractResolver(() => ({ operation: 'sendContactMessage', toBody: contactBody, fields }));
 * useForm({ resolver, defaultValues });
 */
export function contractResolver<Values extends FieldValues, Body>(
  read: () => ContractCheck<Values, Body>,
): Resolver<Values, unknown, Body> {
  return standardSchemaResolver<Values, unknown, Body>({
    '~standard': {
      version: 1,
      vendor: 'marketplace-app',
      validate: async (input: unknown) => {
        const options = read();
        const values = input as Values;
        let problems: FormProblem[];
        try {
          problems = await contractProblems(values, options);
        } catch {
          return { issues: [{ message: UNCHECKED_MESSAGE, path: ['root', SERVER_ERROR_KEY] }] };
        }
        if (problems.length === 0) return { value: options.toBody(values) };
        return { issues: problems.map(({ field, message }) => ({ message, path: field.split('.') })) };
      },
    },
  });
}
