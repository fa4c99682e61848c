/** ਸਟਾਫ਼ ਦੀ ਝਲਕ ਦਾ ਬੈਨਰ, ਪੰਜਾਬੀ ਵਿੱਚ। */
export const preview: typeof import('./preview.en').preview = {
  banner: 'ਝਲਕ: ਇਹ ਆਈਟਮ ਅਜੇ ਜਨਤਕ ਨਹੀਂ ਹੈ',
  state: 'ਸਥਿਤੀ:',
  states: { draft: 'ਖਰੜਾ', in_review: 'ਸਮੀਖਿਆ ਅਧੀਨ', scheduled: 'ਨਿਰਧਾਰਤ', published: 'ਪ੍ਰਕਾਸ਼ਿਤ' },
  scheduledFor: (when: string) => `${when} ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਵੇਗੀ`,
  staffOnly: 'ਇਹ ਝਲਕ ਸੰਸਥਾ ਦੇ ਸਾਈਨ ਇਨ ਕੀਤੇ ਸਟਾਫ਼ ਲਈ ਹੈ।',
  signIn: 'ਇਸਨੂੰ ਵੇਖਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ',
  loading: 'ਝਲਕ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...',
  unavailable: 'ਇਸ ਆਈਟਮ ਦੀ ਝਲਕ ਨਹੀਂ ਵੇਖੀ ਜਾ ਸਕਦੀ: ਇਹ ਹੁਣ ਮੌਜੂਦ ਨਹੀਂ, ਜਾਂ ਤੁਸੀਂ ਇਸਨੂੰ ਨਹੀਂ ਪੜ੍ਹ ਸਕਦੇ।',
  noPage: 'ਇਸ ਕਿਸਮ ਦੀ ਆਈਟਮ ਦਾ ਝਲਕ ਲਈ ਕੋਈ ਜਨਤਕ ਪੰਨਾ ਨਹੀਂ ਹੈ।',
};
