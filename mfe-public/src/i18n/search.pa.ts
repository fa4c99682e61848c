import { counted } from './plural';

/** ਖੋਜ ਪੰਨੇ ਦੇ ਪਾਠ, ਪੰਜਾਬੀ ਵਿੱਚ। */
export const search: typeof import('./search.en').search = {
  heroText: 'ਨੋਟਿਸ, ਸਮਾਗਮ, ਲਾਇਬ੍ਰੇਰੀ, ਨਤੀਜੇ, ਅਧਿਐਨ ਸਮੱਗਰੀ ਅਤੇ ਸਾਈਟ ਦੇ ਹਰ ਹੋਰ ਪੰਨੇ ਵਿੱਚ ਖੋਜ ਕਰੋ।',
  label: 'ਸਾਈਟ ਵਿੱਚ ਖੋਜ ਕਰੋ',
  placeholder: 'ਕੋਈ ਸ਼ਬਦ ਲਿਖੋ ਅਤੇ Enter ਦਬਾਓ',
  submit: 'ਖੋਜੋ',
  prompt: 'ਖੋਜਣ ਲਈ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਸ਼ਬਦ ਲਿਖੋ।',
  loading: 'ਖੋਜ ਜਾਰੀ ਹੈ...',
  loadError: 'ਇਸ ਵਾਰ ਖੋਜ ਨਹੀਂ ਹੋ ਸਕੀ।',
  retry: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  none: (q: string) => `"${q}" ਲਈ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ। ਕੋਈ ਹੋਰ ਸ਼ਬਦ ਵਰਤੋ, ਜਾਂ ਸਾਈਟ ਮੈਪ ਵੇਖੋ।`,
  siteMap: 'ਸਾਈਟ ਮੈਪ',
  found: (n: number, q: string) => `"${q}" ਲਈ ${counted(n, { one: 'ਨਤੀਜਾ', other: 'ਨਤੀਜੇ' }, 'pa')}`,
  inGroup: (n: number) => counted(n, { one: 'ਨਤੀਜਾ', other: 'ਨਤੀਜੇ' }, 'pa'),
  previous: 'ਪਿਛਲੇ ਨਤੀਜੇ',
  next: 'ਹੋਰ ਨਤੀਜੇ',
  pageOf: (page: number) => `ਪੰਨਾ ${page}`,
};
