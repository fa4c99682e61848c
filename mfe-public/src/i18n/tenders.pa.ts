import { counted } from './plural';

const PA = new Intl.PluralRules('pa');

export const tenders: typeof import('./tenders.en').tenders = {
  title: 'ਟੈਂਡਰ',
  heroText: 'ਸੰਸਥਾ ਵੱਲੋਂ ਮੰਗੇ ਗਏ ਟੈਂਡਰ ਅਤੇ ਕੁਟੇਸ਼ਨਾਂ, ਉਹਨਾਂ ਦੇ ਦਸਤਾਵੇਜ਼ਾਂ, ਬੰਦ ਹੋਣ ਦੇ ਸਮੇਂ ਅਤੇ ਸ਼ੁੱਧੀ-ਪੱਤਰਾਂ ਸਮੇਤ।',
  views: { current: 'ਖੁੱਲ੍ਹੇ ਟੈਂਡਰ', archive: 'ਪੁਰਾਲੇਖ' },
  viewsLabel: 'ਖੁੱਲ੍ਹੇ ਟੈਂਡਰ ਜਾਂ ਪੁਰਾਲੇਖ',
  listTitle: { current: 'ਖੁੱਲ੍ਹੇ ਟੈਂਡਰ', archive: 'ਬੰਦ ਹੋ ਚੁੱਕੇ ਟੈਂਡਰ' },
  searchLabel: 'ਟੈਂਡਰ ਖੋਜੋ',
  searchPlaceholder: 'ਹਵਾਲਾ ਨੰਬਰ, ਸਿਰਲੇਖ ਜਾਂ ਵੇਰਵੇ ਨਾਲ ਖੋਜੋ...',
  count: (n: number) => counted(n, { one: 'ਟੈਂਡਰ ਮਿਲਿਆ', other: 'ਟੈਂਡਰ ਮਿਲੇ' }, PA),
  empty: 'ਤੁਹਾਡੀ ਖੋਜ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਟੈਂਡਰ ਨਹੀਂ ਮਿਲਿਆ।',
  none: 'ਇਸ ਵੇਲੇ ਇੱਥੇ ਕੋਈ ਟੈਂਡਰ ਨਹੀਂ ਹੈ।',
  clearFilters: 'ਫ਼ਿਲਟਰ ਹਟਾਓ',
  loading: 'ਟੈਂਡਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
  loadError: 'ਅਸੀਂ ਟੈਂਡਰ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  referenceNumber: 'ਹਵਾਲਾ ਨੰਬਰ',
  published: 'ਜਾਰੀ ਕਰਨ ਦੀ ਮਿਤੀ',
  closes: 'ਬੰਦ ਹੋਣ ਦਾ ਸਮਾਂ',
  closed: 'ਬੰਦ',
  zone: 'IST',
  corrigendumAdded: 'ਸ਼ੁੱਧੀ-ਪੱਤਰ ਜੋੜਿਆ ਗਿਆ',
  documents: 'ਦਸਤਾਵੇਜ਼',
  corrigenda: 'ਸ਼ੁੱਧੀ-ਪੱਤਰ',
  download: 'PDF ਡਾਊਨਲੋਡ ਕਰੋ',
  feed: 'ਟੈਂਡਰਾਂ ਦੀ RSS ਫੀਡ',
};
