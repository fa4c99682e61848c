import { counted } from './plural';

/** The texts of verify.en.ts in Punjabi. */
export const verify: typeof import('./verify.en').verify = {
  heroText: 'ਸੰਸਥਾ ਦੇ ਸਿਖਲਾਈ ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਜਾਂਚ ਕਰੋ: ਇਸ ’ਤੇ ਛਪਿਆ ਕੋਡ ਲਿਖੋ, ਜਾਂ ਇਸਦਾ QR ਕੋਡ ਸਕੈਨ ਕਰੋ।',
  codeLabel: 'ਸਰਟੀਫ਼ਿਕੇਟ ਕੋਡ',
  codeHint: 'ਜਿਵੇਂ K7Q2M-9XD4R-...',
  submit: 'ਪੁਸ਼ਟੀ ਕਰੋ',
  checking: 'ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ...',
  valid: 'ਇਹ ਸਰਟੀਫ਼ਿਕੇਟ ਸਹੀ ਹੈ।',
  revoked: 'ਇਹ ਸਰਟੀਫ਼ਿਕੇਟ ਰੱਦ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
  notFound: 'ਇਸ ਕੋਡ ਦਾ ਕੋਈ ਸਰਟੀਫ਼ਿਕੇਟ ਨਹੀਂ ਹੈ। ਕੋਡ ਦੀ ਜਾਂਚ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  loadError: 'ਅਸੀਂ ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਜਾਂਚ ਨਹੀਂ ਕਰ ਸਕੇ।',
  code: 'ਕੋਡ',
  issuedTo: 'ਜਿਸਨੂੰ ਜਾਰੀ ਕੀਤਾ',
  programme: 'ਪ੍ਰੋਗਰਾਮ',
  hours: (n: number) => counted(n, { one: 'ਘੰਟਾ', other: 'ਘੰਟੇ' }, 'pa'),
  hoursLabel: 'ਸਿਖਲਾਈ ਦੇ ਘੰਟੇ',
  dates: 'ਤਾਰੀਖ਼ਾਂ',
  issuedOn: 'ਜਾਰੀ ਕਰਨ ਦੀ ਤਾਰੀਖ਼',
  reason: 'ਕਾਰਨ',
  another: 'ਕੋਈ ਹੋਰ ਸਰਟੀਫ਼ਿਕੇਟ ਜਾਂਚੋ',
  pdf: 'ਸਰਟੀਫ਼ਿਕੇਟ ਡਾਊਨਲੋਡ ਕਰੋ (PDF)',
};
