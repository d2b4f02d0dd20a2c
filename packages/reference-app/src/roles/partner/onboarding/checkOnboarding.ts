import { issueMessage, pathKey, type SchemaIssue } from '../../../forms/issueMessage';
import { ONBOARDING_LABELS, type OnboardingValues, onboardingBody } from './onboardingValues';

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com';
const ACCOUNT_NUMBER_MESSAGE = 'Account number must be 10 digits';

/** The value at a dotted path of the values. */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
}

/**
 * The onboarding's problems by field path (`company.email`), checked with the contract's own schema of
 * `onboardPartner` (the rules the server answers 422 with; loaded on the first check) and worded with
 * each field's label. The values are checked as the request body they make.
 *
 * @example
 * await checkOnboarding(values); // { 'company.officeAddress': 'Office address is required' }
 */
export async function checkOnboarding(values: OnboardingValues): Promise<Record<string, string>> {
  const { operationRequestSchemas } = await import('@marketplace/sdk/schemas');
  const schema = operationRequestSchemas.onboardPartner();
  const result = (await schema['~standard'].validate(onboardingBody(values))) as {
    issues?: readonly SchemaIssue[];
  };
  const problems: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((part) => String(pathKey(part))).join('.');
    if (!path || problems[path]) continue;
    const label = ONBOARDING_LABELS[path] ?? 'This field';
    const value = valueAt(values, path);
    problems[path] =
      path === 'bankDetails.accountNumber' && typeof value === 'string' && value.trim()
        ? ACCOUNT_NUMBER_MESSAGE
        : issueMessage(issue, label, value, EMAIL_MESSAGE);
  }
  return problems;
}
