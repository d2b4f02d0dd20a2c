// The rules every form applies to a person's name and phone number (sign-up, addresses, checkout,
// contact), so the same entry is accepted or refused, with the same words, wherever it is typed.

/** The longest name a form takes: a name longer than this is a mistake, and would break layouts. */
export const NAME_MAX_LENGTH = 100;

/** What a form says for a name over {@link NAME_MAX_LENGTH}. */
export const NAME_TOO_LONG = `Use at most ${NAME_MAX_LENGTH} characters for the name`;

/** What a form says for a phone number that is not a Nigerian one. */
export const PHONE_MESSAGE = 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567';

/**
 * Whether a phone number is a Nigerian one: 11 digits starting with 0 (0803 123 4567), or +234 (or 234)
 * and the 10 digits after the 0; spaces, dashes and brackets between digits are allowed.
 *
 * @example
 * isNigerianPhone('0803 123 4567'); // true
 * isNigerianPhone('+234 803 123 4567'); // true
 * isNigerianPhone('12345'); // false
 */
export function isNigerianPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^234[789]\d{9}$/.test(digits);
  return /^0[789]\d{9}$/.test(digits) || /^234[789]\d{9}$/.test(digits);
}

/**
 * The message for a name, or undefined when it is acceptable (emptiness is the form's own rule).
 *
 * @example
 * nameError('x'.repeat(101)); // 'Use at most 100 characters for the name'
 */
export function nameError(value: string): string | undefined {
  return value.trim().length > NAME_MAX_LENGTH ? NAME_TOO_LONG : undefined;
}
