import { GLOSSARY } from '@diet/contracts/glossary';

/** ਦਫ਼ਤਰ ਵੱਲੋਂ ਰੱਖੇ ਜਾਂਦੇ ਪੰਨਿਆਂ (ਪਹੁੰਚਯੋਗਤਾ, ਨੀਤੀਆਂ, ਮਦਦ) ਅਤੇ ਸਾਈਟ ਮੈਪ ਦੇ ਪਾਠ, ਪੰਜਾਬੀ ਵਿੱਚ। */
export const sitePages: typeof import('./site-pages.en').sitePages = {
  loading: 'ਪੰਨਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...',
  loadError: 'ਅਸੀਂ ਇਹ ਪੰਨਾ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  retry: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  lastReviewed: 'ਆਖ਼ਰੀ ਸਮੀਖਿਆ',
  titles: { accessibility: 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ', 'website-policies': 'ਵੈੱਬਸਾਈਟ ਨੀਤੀਆਂ', help: 'ਮਦਦ' },
  sitemap: {
    title: 'ਸਾਈਟ ਮੈਪ',
    heroText: 'ਇਸ ਵੈੱਬਸਾਈਟ ਦਾ ਹਰ ਪੰਨਾ, ਇੱਕ ਸੂਚੀ ਵਿੱਚ।',
    sections: { institute: 'ਸੰਸਥਾ', academics: 'ਪੜ੍ਹਾਈ ਅਤੇ ਸਰੋਤ', updates: 'ਖ਼ਬਰਾਂ ਅਤੇ ਜਾਣਕਾਰੀ', help: 'ਮਦਦ ਅਤੇ ਨੀਤੀਆਂ' },
  },
  pageNames: {
    '': 'ਮੁੱਖ ਪੰਨਾ',
    about: 'ਸਾਡੇ ਬਾਰੇ',
    infrastructure: 'ਬੁਨਿਆਦੀ ਢਾਂਚਾ',
    staff: 'ਸਾਡਾ ਸਟਾਫ਼',
    contact: 'ਸੰਪਰਕ ਕਰੋ',
    'diksha-lab': 'ਦੀਕਸ਼ਾ ਲੈਬ',
    library: 'ਡਿਜੀਟਲ ਲਾਇਬ੍ਰੇਰੀ',
    research: 'ਖੋਜ ਅਤੇ ਪ੍ਰਕਾਸ਼ਨ',
    results: 'ਪ੍ਰੀਖਿਆ ਨਤੀਜੇ',
    'study-material': 'ਅਧਿਐਨ ਸਮੱਗਰੀ',
    gallery: 'ਗੈਲਰੀ',
    newsletter: 'ਨਿਊਜ਼ਲੈਟਰ',
    notices: 'ਨੋਟਿਸ ਅਤੇ ਸਰਕੂਲਰ',
    directory: 'ਡਾਇਰੈਕਟਰੀ',
    'events/archive': 'ਸਮਾਗਮ ਪੁਰਾਲੇਖ',
    tenders: 'ਟੈਂਡਰ',
    rti: GLOSSARY.rti.pa,
    search: 'ਖੋਜ',
    sitemap: 'ਸਾਈਟ ਮੈਪ',
    accessibility: 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ',
    'website-policies': 'ਵੈੱਬਸਾਈਟ ਨੀਤੀਆਂ',
    help: 'ਮਦਦ',
  },
};
