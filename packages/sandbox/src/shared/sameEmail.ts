/** Whether two email addresses are the same, ignoring case and surrounding spaces. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
