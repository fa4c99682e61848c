/**
 * The site pages in Punjabi and Hindi (issue 18), and the privacy policy's automatic deletions, on
 * every installation, the ones made before too: a page gets its Punjabi or Hindi text where it has
 * none in that language yet (what the office wrote is kept), and the three retention sentences of
 * the English privacy policy and the accessibility statement's screen-reader sentence change only
 * where they still read as first written.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TRANSLATED_LANGUAGES } from '@diet/contracts/languages';
import { INITIAL_SITE_PAGES } from '../../site/site-pages-initial';

/** The English sentences of this day's change, as the first text had them and as they read now. */
const PRIVACY_SENTENCES: readonly (readonly [string, string])[] = [
  [
    'Messages are kept for 12 months and then deleted by the office.',
    'A message is deleted automatically 12 months after it is received.',
  ],
  [
    'and your address is deleted by the office within 12 months.',
    'and your address is deleted automatically 12 months after you unsubscribe.',
  ],
  [
    'A proposal that is not approved is deleted by the office within 12 months.',
    'A proposal that is not approved is deleted automatically 12 months after the decision.',
  ],
  // The accessibility statement claimed a check with screen readers that no one had made.
  [
    "The site has been checked with the free screen readers below. They can be downloaded from their makers' websites.",
    'The site follows WCAG 2.1 level AA so that it works with screen readers such as those below, each available from its maker.',
  ],
];

type Texts = Record<string, Record<string, string> | undefined>;

function parsed(value: unknown): Texts {
  try {
    const texts: unknown = JSON.parse(typeof value === 'string' && value ? value : '{}');
    return texts && typeof texts === 'object' && !Array.isArray(texts) ? (texts as Texts) : {};
  } catch {
    return {};
  }
}

export class SitePagesTranslations1764610000000 implements MigrationInterface {
  name = 'SitePagesTranslations1764610000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const page of INITIAL_SITE_PAGES) {
      const rows = (await qr.query('SELECT id, body, translations FROM site_pages WHERE slug = ?', [page.slug])) as {
        id: string;
        body: string;
        translations: unknown;
      }[];
      for (const row of rows) {
        const translations = parsed(row.translations);
        for (const language of TRANSLATED_LANGUAGES) {
          if (!translations[language]?.body?.trim())
            translations[language] = { ...translations[language], ...page.translations[language] };
        }
        const body = PRIVACY_SENTENCES.reduce((text, [before, after]) => text.replace(before, after), row.body);
        await qr.query('UPDATE site_pages SET body = ?, translations = ? WHERE id = ?', [
          body,
          JSON.stringify(translations),
          row.id,
        ]);
      }
    }
  }

  async down(): Promise<void> {
    // The texts stay: the office may have edited them since.
  }
}
