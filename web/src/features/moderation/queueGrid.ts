/** The staff queues' cards (pending listings, reported listings): a bare list, one column on a phone, two from 900 px. */
export const queueGrid = {
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
} as const;
