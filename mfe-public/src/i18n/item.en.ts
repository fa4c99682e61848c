import type { CitationFormat } from '@diet/contracts/messages';

/** The one page of any content type's item (/<path>/<id>), in English. */
export const item = {
  /** The link back to the item's list page, by that page's name. */
  backTo: (page: string) => `Back to ${page}`,
  openLink: 'Open link',
  /** What the fields shown on an item's page are called, by the field's name in its definition. */
  download: 'Download',
  /** A paper's citation to download, by format: RIS for Zotero, Mendeley and EndNote, BibTeX for LaTeX. */
  citeAs: { ris: 'Cite (RIS)', bibtex: 'Cite (BibTeX)' } as Record<CitationFormat, string>,
  /** The lists of records that belong to an item, by their name in its answer (a tender's). */
  embedded: {
    documents: 'Documents',
    corrigenda: 'Corrigenda',
    sessions: 'Sessions',
    phases: 'Admission phases',
  } as Record<string, string>,
  fields: {
    category: 'Category',
    publishDate: 'Published',
    expiryDate: 'Valid till',
    date: 'Date',
    startTime: 'Time',
    excerpt: 'Summary',
    location: 'Venue',
    link: 'Link',
    referenceNumber: 'Reference number',
    closingAt: 'Closes',
    author: 'Author',
    year: 'Year',
    status: 'Status',
    subject: 'Subject',
    course: 'Course',
    type: 'Type',
    semester: 'Semester',
    uploadDate: 'Uploaded',
  } as Record<string, string>,
};
