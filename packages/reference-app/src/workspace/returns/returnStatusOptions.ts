/** The return statuses offered by the returns lists' status filter, in the order a return moves through them. */
export const returnStatusOptions = ['pending', 'approved', 'received', 'completed', 'declined'].map((s) => ({
  value: s,
  label: s[0]?.toUpperCase() + s.slice(1),
}));
