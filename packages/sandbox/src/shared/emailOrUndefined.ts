const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value when it is an email address the contract's `format: email` accepts. */
export const emailOrUndefined = (value: string | undefined): string | undefined =>
  value && EMAIL.test(value) ? value : undefined;
