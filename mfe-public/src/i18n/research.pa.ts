/** The texts of research.en.ts in Punjabi. */
export const research: typeof import('./research.en').research = {
  by: 'ਲੇਖਕ:',
  collaborateTitle: 'ਸਾਡੇ ਨਾਲ ਮਿਲ ਕੇ ਕੰਮ ਕਰੋ',
  collaborateText: 'ਸਾਡੇ ਸਕੂਲਾਂ ਲਈ ਕੋਈ ਖੋਜ ਵਿਚਾਰ ਹੈ? ਸਾਨੂੰ ਪ੍ਰਸਤਾਵ ਭੇਜੋ ਜਾਂ ਸੰਪਰਕ ਕਰੋ।',
  submitProposal: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਭੇਜੋ',
  contactUs: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
  proposalTitle: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਭੇਜੋ',
  closeProposal: 'ਪ੍ਰਸਤਾਵ ਫਾਰਮ ਬੰਦ ਕਰੋ',
  fields: {
    title: 'ਸਿਰਲੇਖ',
    author: 'ਲੇਖਕ ਦਾ ਨਾਮ',
    year: 'ਸਾਲ',
    description: 'ਵੇਰਵਾ',
    status: 'ਸਥਿਤੀ',
    chooseStatus: 'ਸਥਿਤੀ ਚੁਣੋ',
    file: 'ਖੋਜ ਫ਼ਾਈਲ (PDF, JPG, JPEG ਜਾਂ PNG, 5MB ਤੱਕ)',
    website: 'ਵੈੱਬਸਾਈਟ',
  },
  submit: 'ਪ੍ਰਸਤਾਵ ਜਮ੍ਹਾਂ ਕਰੋ',
  submitting: 'ਜਮ੍ਹਾਂ ਹੋ ਰਿਹਾ ਹੈ...',
  cancel: 'ਰੱਦ ਕਰੋ',
};
