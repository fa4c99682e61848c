import { counted } from './plural';

/** The texts of notices.en.ts in Punjabi. */
export const notices: typeof import('./notices.en').notices = {
  heroText: 'ਸੰਸਥਾ ਦੇ ਨੋਟਿਸ, ਸਰਕੂਲਰ, ਦਾਖ਼ਲੇ ਅਤੇ ਪ੍ਰੀਖਿਆ ਦੀਆਂ ਸਮਾਂ-ਸਾਰਣੀਆਂ ਅਤੇ ਭਰਤੀ ਨੋਟਿਸ।',
  views: { current: 'ਮੌਜੂਦਾ', archive: 'ਪੁਰਾਲੇਖ' },
  viewsLabel: 'ਮੌਜੂਦਾ ਨੋਟਿਸ ਜਾਂ ਪੁਰਾਲੇਖ',
  listTitle: { current: 'ਮੌਜੂਦਾ ਨੋਟਿਸ', archive: 'ਪੁਰਾਲੇਖ ਵਿਚਲੇ ਨੋਟਿਸ' },
  searchLabel: 'ਨੋਟਿਸ ਖੋਜੋ',
  searchPlaceholder: 'ਸਿਰਲੇਖ ਜਾਂ ਲਿਖਤ ਅਨੁਸਾਰ ਖੋਜੋ...',
  categoryLabel: 'ਸ਼੍ਰੇਣੀ',
  allCategories: 'ਸਾਰੀਆਂ ਸ਼੍ਰੇਣੀਆਂ',
  count: (n: number) => `${counted(n, { one: 'ਨੋਟਿਸ', other: 'ਨੋਟਿਸ' }, 'pa')} ਮਿਲੇ`,
  empty: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਨੋਟਿਸ ਨਹੀਂ ਮਿਲਿਆ।',
  none: 'ਇਸ ਸਮੇਂ ਇੱਥੇ ਕੋਈ ਨੋਟਿਸ ਨਹੀਂ ਹੈ।',
  clearFilters: 'ਫਿਲਟਰ ਹਟਾਓ',
  loading: 'ਨੋਟਿਸ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
  loadError: 'ਅਸੀਂ ਨੋਟਿਸ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  new: 'ਨਵਾਂ',
  pinned: 'ਸਿਖਰ ’ਤੇ',
  published: 'ਜਾਰੀ ਕੀਤਾ',
  validTill: 'ਇਸ ਤੱਕ ਵੈਧ',
  expired: 'ਮਿਆਦ ਖ਼ਤਮ',
  readMore: 'ਹੋਰ ਪੜ੍ਹੋ',
  download: 'PDF ਡਾਊਨਲੋਡ ਕਰੋ',
  closeNotice: 'ਨੋਟਿਸ ਬੰਦ ਕਰੋ',
  notFound: 'ਇਹ ਨੋਟਿਸ ਨਹੀਂ ਮਿਲਿਆ। ਹੋ ਸਕਦਾ ਹੈ ਇਸਨੂੰ ਹਟਾ ਦਿੱਤਾ ਗਿਆ ਹੋਵੇ।',
};
