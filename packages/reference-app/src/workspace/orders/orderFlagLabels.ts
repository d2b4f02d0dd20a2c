import type { OrderFlag } from '@marketplace/sdk';

/** Each order flag in words, as a filter option and as a row's tag. */
export const ORDER_FLAG_LABELS: Readonly<Record<OrderFlag, string>> = {
  'unassigned-over-4h': 'Ready, unassigned over 4 h',
  'declined-by-partner': 'Declined by a partner',
};

/** The flag filter's options, in the order the filter lists them. */
export const ORDER_FLAG_OPTIONS = (Object.keys(ORDER_FLAG_LABELS) as OrderFlag[]).map((value) => ({
  value,
  label: ORDER_FLAG_LABELS[value],
}));
