/** The texts of a tender's card (features/tenders/tender-card.tsx), in English (the Punjabi and Hindi files have the same shape). */
export const tenders = {
  referenceNumber: 'Reference number',
  published: 'Published',
  closes: 'Closing time',
  closed: 'Closed',
  /** After a time of day: the institute's zone. */
  zone: 'IST',
  corrigendumAdded: 'Corrigendum added',
  documents: 'Documents',
  corrigenda: 'Corrigenda',
};
