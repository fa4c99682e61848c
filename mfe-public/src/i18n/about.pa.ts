/** The texts of about.en.ts in Punjabi. */
export const about: typeof import('./about.en').about = {
  heroText: '1989 ਤੋਂ ਅਸੀਂ ਆਪਣੇ ਜ਼ਿਲ੍ਹੇ ਦੇ ਸਕੂਲਾਂ ਲਈ ਅਧਿਆਪਕ ਤਿਆਰ ਕਰ ਰਹੇ ਹਾਂ।',
  pillarsTitle: 'ਅਸੀਂ ਕੌਣ ਹਾਂ',
  pillarTitles: { mission: 'ਮਿਸ਼ਨ', vision: 'ਦ੍ਰਿਸ਼ਟੀ', values: 'ਕਦਰਾਂ-ਕੀਮਤਾਂ' },
  recognitionTitle: 'ਐੱਨ.ਸੀ.ਟੀ.ਈ. ਮਾਨਤਾ',
  recognition: { order: 'ਹੁਕਮ ਨੰਬਰ', date: 'ਹੁਕਮ ਦੀ ਤਾਰੀਖ਼', body: 'ਮਾਨਤਾ ਦੇਣ ਵਾਲੀ ਸੰਸਥਾ' },
  valuesTitle: 'ਸਾਡੀਆਂ ਮੁੱਖ ਕਦਰਾਂ-ਕੀਮਤਾਂ',
  timelineTitle: 'ਸਾਡਾ ਸਫ਼ਰ',
  impactTitle: 'ਸਾਡਾ ਪ੍ਰਭਾਵ',
  impact: [
    { value: '5000+', label: 'ਗ੍ਰੈਜੂਏਟ' },
    { value: '11+', label: 'ਫੈਕਲਟੀ ਮੈਂਬਰ' },
    { value: '5000+', label: 'ਸਰੋਤ' },
  ],
};
