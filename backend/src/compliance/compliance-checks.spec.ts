import { defineContentType } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import {
  filesWithoutMetaOf,
  hasReviewDate,
  linksIn,
  linksInHtml,
  missingTranslationsOf,
  pastReviewOf,
  picturesWithoutAlt,
} from './compliance-checks';

/** A throwaway type with a review date, as the archive work gives notices, tenders, downloads and trainings. */
const reviewed = defineContentType({
  name: 'circular',
  path: 'circulars',
  table: 'circulars',
  label: { one: 'Circular', many: 'Circulars' },
  fields: {
    title: { kind: 'text', label: 'Title', max: 200, translatable: true },
    file: { kind: 'file', label: 'File', kinds: ['pdf'], help: 'A PDF' },
    reviewBy: { kind: 'date', label: 'Review by' },
  },
  order: [['title', 'asc']],
  public: { list: true, get: true, page: false },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'notification',
    order: 99,
    nav: 'Circulars',
    title: 'Circulars',
    columns: ['title'],
  },
});

describe('compliance checks', () => {
  it('reports an item past its review date, from any definition with a reviewBy date', () => {
    expect(hasReviewDate(reviewed)).toBe(true);
    expect(pastReviewOf(reviewed, { id: 'a', reviewBy: '2026-11-27' }, '2026-11-28')).toEqual([
      { detail: 'Review was due on 2026-11-27' },
    ]);
    // Due today or later, or no date: nothing to report.
    expect(pastReviewOf(reviewed, { id: 'a', reviewBy: '2026-11-28' }, '2026-11-28')).toEqual([]);
    expect(pastReviewOf(reviewed, { id: 'a', reviewBy: null }, '2026-11-28')).toEqual([]);
    // A date column read back as a Date by a driver.
    expect(pastReviewOf(reviewed, { id: 'a', reviewBy: new Date('2026-01-02T00:00:00Z') }, '2026-11-28')).toHaveLength(
      1,
    );
  });

  it('knows no review date on a type without the field (none has it yet on this branch)', () => {
    for (const definition of CONTENT_TYPES)
      expect(pastReviewOf(definition, { id: 'a', reviewBy: '2000-01-01' }, '2026-11-28')).toEqual(
        hasReviewDate(definition) ? [{ detail: 'Review was due on 2000-01-01' }] : [],
      );
  });

  it('finds links in markdown, HTML, bare addresses and site paths, not in dates or fractions', () => {
    expect(
      linksIn(
        'See /notices, [form](/uploads/a.pdf "Form") <a href="/about">x</a> https://example.org/x. 12/05/2026 and 1/2',
      ),
    ).toEqual(['/uploads/a.pdf', '/about', 'https://example.org/x', '/notices']);
  });

  it("reads a rendered page's links from its elements, not from the words of its scripts and data", () => {
    const html =
      '<a class="x" href="/notices?a=1&amp;b=2">N</a><img alt="" src="/uploads/p.png"><script type="application/ld+json">{"@context":"https://schema.org","url":"/data"}</script>';
    expect(linksInHtml(html)).toEqual(['/notices?a=1&b=2', '/uploads/p.png']);
  });

  it('finds pictures without a description in markup', () => {
    expect(
      picturesWithoutAlt(
        '![](/a.png) ![A map](/b.png) <img src="/c.jpg"> <img alt="" src="/d.jpg"> <img src="/e.jpg" alt="E">',
      ),
    ).toEqual(['/a.png', '/c.jpg', '/d.jpg']);
  });

  it('names the languages and fields lacking a translation, and files lacking size or format', () => {
    expect(missingTranslationsOf(reviewed, { id: 'a', title: 'T', translations: { pa: { title: 'ਟ' } } })).toEqual([
      { detail: 'No Hindi: Title' },
    ]);
    expect(
      filesWithoutMetaOf(reviewed, { id: 'a', file: '/uploads/x', fileSize: 0, fileType: null, fileName: 'x' }),
    ).toEqual([{ detail: 'File: no format or size (/uploads/x)' }]);
    expect(
      filesWithoutMetaOf(reviewed, { id: 'a', file: '/uploads/x', fileSize: 10, fileType: 'application/pdf' }),
    ).toEqual([]);
  });
});
