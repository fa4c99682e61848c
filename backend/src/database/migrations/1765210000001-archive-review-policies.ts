/**
 * The website policies' archival and review paragraphs say what the site does since issue 34
 * (site-policies.ts): on an installed site each paragraph changes, in each language, only where it
 * still reads as first written; a paragraph the office has changed is kept.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { GLOSSARY } from '@diet/contracts/glossary';
import type { Language } from '@diet/contracts/languages';
import { POLICIES_OF_ARCHIVE_AND_REVIEW } from '../../site/site-policies';

/** The paragraphs as first written, by language: [archival, review]. */
export const FIRST_POLICY_TEXTS: Record<Language, readonly [string, string]> = {
  en: [
    `Notices move to the archive on their expiry date and stay readable there. Past events are shown in the events archive. Results, study materials and research papers stay on the site while they are useful to trainees and are removed when they are replaced or withdrawn. Tenders and circulars are kept in the archive for at least one year after they close.`,
    `Each section reviews its content at least once every three months; notices, events and results are reviewed when they change. These policies, the accessibility statement and the help page are reviewed at least once a year, and the date of the last review is shown on each page. The date the site's content last changed is shown at the foot of every page.`,
  ],
  pa: [
    `ਨੋਟਿਸ ਆਪਣੀ ਮਿਆਦ ਪੁੱਗਣ ਦੀ ਮਿਤੀ ’ਤੇ ਪੁਰਾਲੇਖ ਵਿੱਚ ਚਲੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਉੱਥੇ ਪੜ੍ਹੇ ਜਾ ਸਕਦੇ ਹਨ। ਬੀਤ ਚੁੱਕੇ ਸਮਾਗਮ ਸਮਾਗਮਾਂ ਦੇ ਪੁਰਾਲੇਖ ਵਿੱਚ ਦਿਖਾਏ ਜਾਂਦੇ ਹਨ। ਨਤੀਜੇ, ਅਧਿਐਨ ਸਮੱਗਰੀ ਅਤੇ ਖੋਜ ਪੱਤਰ ਉਦੋਂ ਤੱਕ ਸਾਈਟ ’ਤੇ ਰਹਿੰਦੇ ਹਨ ਜਦੋਂ ਤੱਕ ਉਹ ${GLOSSARY.traineeTeachers.pa} ਲਈ ਲਾਭਦਾਇਕ ਹਨ, ਅਤੇ ਬਦਲੇ ਜਾਂ ਵਾਪਸ ਲਏ ਜਾਣ ’ਤੇ ਹਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ। ਟੈਂਡਰ ਅਤੇ ਸਰਕੂਲਰ ਬੰਦ ਹੋਣ ਤੋਂ ਬਾਅਦ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਸਾਲ ਪੁਰਾਲੇਖ ਵਿੱਚ ਰੱਖੇ ਜਾਂਦੇ ਹਨ।`,
    `ਹਰ ਵਿਭਾਗ ਘੱਟੋ-ਘੱਟ ਤਿੰਨ ਮਹੀਨਿਆਂ ਵਿੱਚ ਇੱਕ ਵਾਰ ਆਪਣੀ ਸਮੱਗਰੀ ਦੀ ਸਮੀਖਿਆ ਕਰਦਾ ਹੈ; ਨੋਟਿਸਾਂ, ਸਮਾਗਮਾਂ ਅਤੇ ਨਤੀਜਿਆਂ ਦੀ ਸਮੀਖਿਆ ਉਹਨਾਂ ਵਿੱਚ ਤਬਦੀਲੀ ਹੋਣ ’ਤੇ ਕੀਤੀ ਜਾਂਦੀ ਹੈ। ਇਹਨਾਂ ਨੀਤੀਆਂ, ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ ਅਤੇ ਮਦਦ ਪੰਨੇ ਦੀ ਸਮੀਖਿਆ ਸਾਲ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਵਾਰ ਕੀਤੀ ਜਾਂਦੀ ਹੈ, ਅਤੇ ਹਰ ਪੰਨੇ ’ਤੇ ਆਖ਼ਰੀ ਸਮੀਖਿਆ ਦੀ ਮਿਤੀ ਦਿਖਾਈ ਜਾਂਦੀ ਹੈ। ਸਾਈਟ ਦੀ ਸਮੱਗਰੀ ਵਿੱਚ ਆਖ਼ਰੀ ਤਬਦੀਲੀ ਦੀ ਮਿਤੀ ਹਰ ਪੰਨੇ ਦੇ ਹੇਠਾਂ ਦਿਖਾਈ ਜਾਂਦੀ ਹੈ।`,
  ],
  hi: [
    `सूचनाएँ अपनी समाप्ति तिथि पर संग्रह में चली जाती हैं और वहाँ पढ़ी जा सकती हैं। बीते हुए कार्यक्रम कार्यक्रम संग्रह में दिखाए जाते हैं। परिणाम, अध्ययन सामग्री और शोध पत्र तब तक साइट पर रहते हैं जब तक वे ${GLOSSARY.traineeTeachers.hi} के लिए उपयोगी हैं, और बदले जाने या वापस लिए जाने पर हटा दिए जाते हैं। निविदाएँ और परिपत्र बंद होने के बाद कम से कम एक वर्ष तक संग्रह में रखे जाते हैं।`,
    `हर अनुभाग कम से कम तीन महीने में एक बार अपनी सामग्री की समीक्षा करता है; सूचनाओं, कार्यक्रमों और परिणामों की समीक्षा उनमें परिवर्तन होने पर की जाती है। इन नीतियों, सुगम्यता विवरण और सहायता पृष्ठ की समीक्षा वर्ष में कम से कम एक बार की जाती है, और हर पृष्ठ पर अंतिम समीक्षा की तिथि दिखाई जाती है। साइट की सामग्री में अंतिम परिवर्तन की तिथि हर पृष्ठ के नीचे दिखाई जाती है।`,
  ],
};

const updated = (text: string, language: Language) => {
  const now = POLICIES_OF_ARCHIVE_AND_REVIEW[language];
  return text
    .replace(FIRST_POLICY_TEXTS[language][0], now.archival)
    .replace(FIRST_POLICY_TEXTS[language][1], now.review);
};

type Texts = Record<string, Record<string, unknown> | undefined>;

export class ArchiveReviewPolicies1765210000001 implements MigrationInterface {
  name = 'ArchiveReviewPolicies1765210000001';

  async up(qr: QueryRunner): Promise<void> {
    const rows = (await qr.query('SELECT id, body, translations FROM site_pages WHERE slug = ?', [
      'website-policies',
    ])) as { id: string; body: string; translations: string | null }[];
    for (const row of rows) {
      let translations: Texts = {};
      try {
        translations = (JSON.parse(row.translations || '{}') as Texts) ?? {};
      } catch {
        // Unreadable translations are left as they are.
      }
      for (const language of ['pa', 'hi'] as const) {
        const text = translations[language]?.body;
        if (typeof text === 'string')
          translations[language] = { ...translations[language], body: updated(text, language) };
      }
      await qr.query('UPDATE site_pages SET body = ?, translations = ? WHERE id = ?', [
        updated(row.body ?? '', 'en'),
        row.translations === null ? null : JSON.stringify(translations),
        row.id,
      ]);
    }
  }

  async down(): Promise<void> {
    // The texts stay: the office may have edited them since.
  }
}
