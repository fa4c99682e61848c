import { GLOSSARY } from '../glossary';

/** ਸੰਪਰਕ ਸੁਨੇਹੇ ਦੇ ਵਿਸ਼ੇ ਅਤੇ ਸਥਿਤੀਆਂ, ਪੰਜਾਬੀ ਵਿੱਚ (en.ts ਵੇਖੋ)। */
export const contactNames: typeof import('./en').contactNames = {
  subjects: {
    admission: 'ਦਾਖ਼ਲੇ ਬਾਰੇ ਪੁੱਛਗਿੱਛ',
    course: 'ਕੋਰਸ ਬਾਰੇ ਜਾਣਕਾਰੀ',
    diksha: `${GLOSSARY.dikshaLab.pa} ਪ੍ਰੋਗਰਾਮ`,
    research: 'ਖੋਜ ਵਿੱਚ ਸਹਿਯੋਗ',
    general: 'ਆਮ ਪੁੱਛਗਿੱਛ',
    feedback: 'ਸੁਝਾਅ',
    grievance: 'ਸ਼ਿਕਾਇਤ',
  },
  statuses: { received: 'ਮਿਲ ਗਿਆ', in_progress: 'ਕਾਰਵਾਈ ਜਾਰੀ ਹੈ', resolved: 'ਹੱਲ ਹੋ ਗਿਆ', closed: 'ਬੰਦ' },
};
