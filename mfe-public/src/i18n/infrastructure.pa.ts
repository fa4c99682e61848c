/** The texts of infrastructure.en.ts in Punjabi. */
export const infrastructure: typeof import('./infrastructure.en').infrastructure = {
  heroText: 'ਪੜ੍ਹਾਈ, ਸਿੱਖਣ ਅਤੇ ਖੋਜ ਵਿੱਚ ਸਹਾਇਕ ਆਧੁਨਿਕ ਸਹੂਲਤਾਂ।',
  facilitiesTitle: 'ਸਾਡੀਆਂ ਸਹੂਲਤਾਂ',
  featuresLabel: (title: string) => `${title} ਦੀਆਂ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ`,
  amenitiesTitle: 'ਕੈਂਪਸ ਦੀਆਂ ਸਹੂਲਤਾਂ',
  amenities: [
    { title: 'ਵਾਈ-ਫਾਈ', text: 'ਸਾਰੇ ਕੈਂਪਸ ਵਿੱਚ ਵਾਇਰਲੈੱਸ ਇੰਟਰਨੈੱਟ।' },
    { title: 'ਪਾਰਕਿੰਗ', text: 'ਸਟਾਫ਼, ਸਿਖਿਆਰਥੀਆਂ ਅਤੇ ਮਹਿਮਾਨਾਂ ਲਈ ਪਾਰਕਿੰਗ।' },
    { title: '24/7 ਸੁਰੱਖਿਆ', text: 'ਕੈਂਪਸ ਦੇ ਦਰਵਾਜ਼ਿਆਂ ’ਤੇ ਚੌਵੀ ਘੰਟੇ ਸੁਰੱਖਿਆ।' },
  ],
  brochure: 'ਬਰੋਸ਼ਰ ਡਾਊਨਲੋਡ ਕਰੋ',
  brochureNote: 'PDF',
  siteError: 'ਅਸੀਂ ਇਹ ਪੰਨਾ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
};
