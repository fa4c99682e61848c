import { defineContentType } from '@diet/contracts/content-type';
import {
  filesWithoutMetaOf,
  linksIn,
  linksInHtml,
  missingTranslationsOf,
  picturesWithoutAlt,
} from './compliance-checks';

/** A throwaway type with a translatable title and a file. */
const reviewed = defineContentType({
  name: 'circular',
  path: 'circulars',
  table: 'circulars',
  label: { one: 'Circular', many: 'Circulars' },
  fields: {
    title: { kind: 'text', label: 'Title', max: 200, translatable: true },
    file: { kind: 'file', label: 'File', kinds: ['pdf'], help: 'A PDF' },
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
