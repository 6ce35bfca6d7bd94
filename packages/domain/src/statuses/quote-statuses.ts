// Quote statuses as stored and shown (docs/domain/README.md); the spec's legacy constant names are not used.
export const QUOTE_STATUSES = [
  { id: 1, name: 'In Preparation', acronym: 'I' },
  { id: 4, name: 'Sent', acronym: 'S' },
  { id: 2, name: 'Confirmed', acronym: 'C' },
  { id: 3, name: 'Rejected', acronym: 'R' },
  { id: 5, name: 'Under Review', acronym: 'UR' },
  { id: 6, name: 'Ready to Sell', acronym: 'RTS' },
  { id: 7, name: 'Ready to Publish', acronym: 'RTP' },
  { id: 8, name: 'Published', acronym: 'P' },
  { id: 9, name: 'Unpublished', acronym: 'UP' },
] as const;

export type QuoteStatusId = (typeof QUOTE_STATUSES)[number]['id'];
