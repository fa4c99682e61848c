import { counted } from './plural';

/** The texts of newsletter.en.ts in Punjabi. */
export const newsletter: typeof import('./newsletter.en').newsletter = {
  heroText: 'ਦਾਖ਼ਲਿਆਂ, ਨਤੀਜਿਆਂ, ਵਰਕਸ਼ਾਪਾਂ ਅਤੇ ਸਮਾਗਮਾਂ ਦੀਆਂ ਖ਼ਬਰਾਂ, ਸਿੱਧੀਆਂ ਤੁਹਾਡੀ ਈ-ਮੇਲ ਵਿੱਚ।',
  formTitle: 'ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦੇ ਮੈਂਬਰ ਬਣੋ',
  name: 'ਪੂਰਾ ਨਾਮ',
  email: 'ਈ-ਮੇਲ ਪਤਾ',
  type: 'ਮੈਂ ਹਾਂ',
  chooseType: 'ਆਪਣੀ ਕਿਸਮ ਚੁਣੋ',
  website: 'ਵੈੱਬਸਾਈਟ',
  subscribe: 'ਮੈਂਬਰ ਬਣੋ',
  subscribing: 'ਮੈਂਬਰ ਬਣਾਇਆ ਜਾ ਰਿਹਾ ਹੈ...',
  benefitsTitle: 'ਮੈਂਬਰ ਕਿਉਂ ਬਣੀਏ?',
  claims: [
    { value: '500+', label: 'ਮੈਂਬਰ' },
    { value: 'ਮਹੀਨਾਵਾਰ', label: 'ਜਾਣਕਾਰੀ' },
  ],
  claimsLabel: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਨਿਊਜ਼ਲੈਟਰ',
  recentTitle: 'ਤਾਜ਼ਾ ਨਿਊਜ਼ਲੈਟਰ',
  recentEmpty: 'ਕੋਈ ਤਾਜ਼ਾ ਨਿਊਜ਼ਲੈਟਰ ਉਪਲਬਧ ਨਹੀਂ ਹੈ।',
  loading: 'ਨਿਊਜ਼ਲੈਟਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
  loadError: 'ਅਸੀਂ ਤਾਜ਼ਾ ਨਿਊਜ਼ਲੈਟਰ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  sentTo: (n: number) => `${counted(n, { one: 'ਮੈਂਬਰ', other: 'ਮੈਂਬਰਾਂ' }, 'pa')} ਨੂੰ ਭੇਜਿਆ ਗਿਆ`,
  readFull: 'ਪੂਰਾ ਪੜ੍ਹੋ',
  readFullOf: (subject: string) => `ਪੂਰਾ ਪੜ੍ਹੋ: ${subject}`,
  closeNewsletter: 'ਨਿਊਜ਼ਲੈਟਰ ਬੰਦ ਕਰੋ',
  notFound: 'ਇਹ ਨਿਊਜ਼ਲੈਟਰ ਨਹੀਂ ਮਿਲਿਆ।',
};
