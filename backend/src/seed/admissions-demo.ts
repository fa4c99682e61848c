/**
 * Demo programmes of a Punjab DIET with their admission phases (ARCHITECTURE.md 12.3): D.El.Ed with
 * its application phase under way today, and ETT still to open. The phases point at their
 * programme, so the programmes get their ids here. Punjabi and Hindi beside the English.
 */
import { randomUUID } from 'node:crypto';
import type { DemoContext, DemoRecord } from './content-demo';

type Words = { en: string; pa: string; hi: string };

interface DemoPhase {
  name: Words;
  /** Days from today. */
  from: number;
  to: number;
}

const APPLICATION: Words = { en: 'Online application', pa: 'ਆਨਲਾਈਨ ਅਰਜ਼ੀ', hi: 'ऑनलाइन आवेदन' };
const MERIT_LIST: Words = { en: 'Provisional merit list', pa: 'ਆਰਜ਼ੀ ਮੈਰਿਟ ਸੂਚੀ', hi: 'अनंतिम मेरिट सूची' };
const COUNSELLING: Words = {
  en: 'Counselling and document check',
  pa: 'ਕਾਊਂਸਲਿੰਗ ਅਤੇ ਦਸਤਾਵੇਜ਼ਾਂ ਦੀ ਜਾਂਚ',
  hi: 'काउंसलिंग और दस्तावेज़ सत्यापन',
};
const CLASSES: Words = { en: 'Classes begin', pa: 'ਕਲਾਸਾਂ ਸ਼ੁਰੂ', hi: 'कक्षाएँ आरंभ' };

/** Punjab's D.El.Ed/ETT admission rules (SCERT Punjab's prospectus), one condition a line. */
const ELIGIBILITY: Words = {
  en: [
    '10+2 (any stream) from the Punjab School Education Board or an equivalent board, with at least 50% marks (45% for SC and persons with disabilities).',
    'Punjabi passed as a subject in the matriculation (10th class) examination.',
    'Age 17 to 37 years on 1 July; upper age relaxed as per Punjab Government rules.',
    'A resident of Punjab, with a residence certificate.',
  ].join('\n'),
  pa: [
    'ਪੰਜਾਬ ਸਕੂਲ ਸਿੱਖਿਆ ਬੋਰਡ ਜਾਂ ਬਰਾਬਰ ਦੇ ਬੋਰਡ ਤੋਂ 10+2 (ਕੋਈ ਵੀ ਵਿਸ਼ਾ), ਘੱਟੋ-ਘੱਟ 50% ਅੰਕਾਂ ਨਾਲ (ਅਨੁਸੂਚਿਤ ਜਾਤੀ ਅਤੇ ਦਿਵਿਆਂਗ ਵਿਅਕਤੀਆਂ ਲਈ 45%)।',
    'ਮੈਟ੍ਰਿਕ (ਦਸਵੀਂ ਜਮਾਤ) ਪੱਧਰ ਤੇ ਪੰਜਾਬੀ ਵਿਸ਼ਾ ਪਾਸ।',
    '1 ਜੁਲਾਈ ਨੂੰ ਉਮਰ 17 ਤੋਂ 37 ਸਾਲ; ਪੰਜਾਬ ਸਰਕਾਰ ਦੇ ਨਿਯਮਾਂ ਅਨੁਸਾਰ ਉਪਰਲੀ ਉਮਰ ਵਿੱਚ ਛੋਟ।',
    'ਪੰਜਾਬ ਦਾ ਵਸਨੀਕ, ਰਿਹਾਇਸ਼ੀ ਸਰਟੀਫ਼ਿਕੇਟ ਸਮੇਤ।',
  ].join('\n'),
  hi: [
    'पंजाब स्कूल शिक्षा बोर्ड या समकक्ष बोर्ड से 10+2 (कोई भी संकाय), कम से कम 50% अंकों के साथ (अनुसूचित जाति और दिव्यांग व्यक्तियों के लिए 45%)।',
    'मैट्रिक (दसवीं कक्षा) स्तर पर पंजाबी विषय उत्तीर्ण।',
    '1 जुलाई को आयु 17 से 37 वर्ष; पंजाब सरकार के नियमों के अनुसार ऊपरी आयु में छूट।',
    'पंजाब का निवासी, निवास प्रमाण पत्र सहित।',
  ].join('\n'),
};

const TWO_YEARS: Words = { en: '2 years (4 semesters)', pa: '2 ਸਾਲ (4 ਸਮੈਸਟਰ)', hi: '2 वर्ष (4 सेमेस्टर)' };

const PROGRAMMES = [
  {
    id: randomUUID(),
    name: {
      en: 'D.El.Ed (Diploma in Elementary Education)',
      pa: 'ਡੀ.ਐਲ.ਐਡ. (ਐਲੀਮੈਂਟਰੀ ਸਿੱਖਿਆ ਡਿਪਲੋਮਾ)',
      hi: 'डी.एल.एड. (प्रारंभिक शिक्षा में डिप्लोमा)',
    },
    level: 'D.El.Ed',
    intake: 50,
    fees: { en: '₹ 9,500 a year', pa: '₹ 9,500 ਪ੍ਰਤੀ ਸਾਲ', hi: '₹ 9,500 प्रति वर्ष' },
    status: 'Open',
    // The application is open today: the phase a visitor sees marked as current.
    phases: [
      { name: APPLICATION, from: -20, to: 10 },
      { name: MERIT_LIST, from: 20, to: 20 },
      { name: COUNSELLING, from: 27, to: 31 },
      { name: CLASSES, from: 45, to: 45 },
    ],
  },
  {
    id: randomUUID(),
    name: {
      en: 'ETT (Elementary Teacher Training), Punjabi medium',
      pa: 'ਈ.ਟੀ.ਟੀ. (ਐਲੀਮੈਂਟਰੀ ਟੀਚਰ ਟ੍ਰੇਨਿੰਗ), ਪੰਜਾਬੀ ਮਾਧਿਅਮ',
      hi: 'ई.टी.टी. (प्रारंभिक शिक्षक प्रशिक्षण), पंजाबी माध्यम',
    },
    level: 'ETT',
    intake: 50,
    fees: { en: '₹ 9,500 a year', pa: '₹ 9,500 ਪ੍ਰਤੀ ਸਾਲ', hi: '₹ 9,500 प्रति वर्ष' },
    status: 'Upcoming',
    phases: [
      { name: APPLICATION, from: 60, to: 90 },
      { name: MERIT_LIST, from: 100, to: 100 },
      { name: COUNSELLING, from: 107, to: 110 },
    ],
  },
] satisfies {
  id: string;
  name: Words;
  level: string;
  intake: number;
  fees: Words;
  status: string;
  phases: DemoPhase[];
}[];

export const ADMISSIONS_DEMO: Record<string, (ctx: DemoContext) => DemoRecord[]> = {
  programme: () =>
    PROGRAMMES.map((p) => ({
      id: p.id,
      name: p.name.en,
      level: p.level,
      duration: TWO_YEARS.en,
      intake: p.intake,
      fees: p.fees.en,
      eligibility: ELIGIBILITY.en,
      status: p.status,
      translations: Object.fromEntries(
        (['pa', 'hi'] as const).map((l) => [
          l,
          { name: p.name[l], duration: TWO_YEARS[l], fees: p.fees[l], eligibility: ELIGIBILITY[l] },
        ]),
      ),
    })),
  'admission phase': ({ day }) =>
    PROGRAMMES.flatMap((p) =>
      p.phases.map((phase: DemoPhase) => ({
        programme: p.id,
        name: phase.name.en,
        from: day(phase.from),
        to: day(phase.to),
        translations: { pa: { name: phase.name.pa }, hi: { name: phase.name.hi } },
      })),
    ),
};
