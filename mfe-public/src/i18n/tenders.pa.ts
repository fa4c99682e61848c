export const tenders: typeof import('./tenders.en').tenders = {
  referenceNumber: 'ਹਵਾਲਾ ਨੰਬਰ',
  published: 'ਜਾਰੀ ਕਰਨ ਦੀ ਮਿਤੀ',
  closes: 'ਬੰਦ ਹੋਣ ਦਾ ਸਮਾਂ',
  closed: 'ਬੰਦ',
  zone: 'ਭਾਰਤੀ ਮਿਆਰੀ ਸਮਾਂ',
  corrigendumAdded: 'ਸ਼ੁੱਧੀ-ਪੱਤਰ ਜੋੜਿਆ ਗਿਆ',
  documents: 'ਦਸਤਾਵੇਜ਼',
  corrigenda: 'ਸ਼ੁੱਧੀ-ਪੱਤਰ',
};
