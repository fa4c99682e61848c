import { GLOSSARY } from '@diet/contracts/glossary';
import { counted } from './plural';

/** The texts of diksha.en.ts in Punjabi. */
export const diksha: typeof import('./diksha.en').diksha = {
  heroText: 'ਵਰਕਸ਼ਾਪਾਂ, ਡਿਜੀਟਲ ਸਾਧਨਾਂ ਅਤੇ ਕਲਾਸਰੂਮ ਅਭਿਆਸ ਨੂੰ ਜੋੜਦਾ 100 ਘੰਟਿਆਂ ਦਾ ਅਧਿਆਪਕ ਸਿਖਲਾਈ ਪ੍ਰੋਗਰਾਮ।',
  statsLabel: `ਅੰਕੜਿਆਂ ਵਿੱਚ ${GLOSSARY.dikshaLab.pa}`,
  stats: [
    { value: '100', label: 'ਸਿਖਲਾਈ ਘੰਟੇ' },
    { value: '6', label: 'ਮਾਡਿਊਲ' },
  ],
  completionRate: 'ਪੂਰਾ ਕਰਨ ਦੀ ਦਰ',
  featuresTitle: 'ਪ੍ਰੋਗਰਾਮ ਦੀਆਂ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ',
  modulesTitle: 'ਸਿਖਲਾਈ ਮਾਡਿਊਲ',
  hours: (n: number) => `${n} ਘੰਟੇ`,
  topicsLabel: (title: string) => `${title} ਦੇ ਵਿਸ਼ੇ`,
  coursesTitle: 'ਉਪਲਬਧ ਕੋਰਸ',
  coursesEmpty: 'ਇਸ ਸਮੇਂ ਕੋਈ ਕੋਰਸ ਖੁੱਲ੍ਹਾ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੇਖੋ।',
  loading: 'ਕੋਰਸ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
  loadError: 'ਅਸੀਂ ਕੋਰਸ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  duration: (n: number) => counted(n, { one: 'ਘੰਟਾ', other: 'ਘੰਟੇ' }, 'pa'),
  enroll: 'ਹੁਣੇ ਦਾਖ਼ਲਾ ਲਓ',
  brochure: 'ਬਰੋਸ਼ਰ ਡਾਊਨਲੋਡ ਕਰੋ (PDF)',
};
