import { menuNames, pageNames } from '@diet/contracts/page-names/pa';
import { SPLASH_TEXTS } from '@diet/contracts/splash-texts';

/** The public layout's texts in Punjabi (Gurmukhi); the shape of layout.en.ts. */
export const layout: typeof import('./layout.en').layout = {
  splash: SPLASH_TEXTS.pa,
  loading: 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...',
  /** The pages' names, and the shorter words of some links to them (libs/contracts/src/page-names). */
  pages: pageNames,
  menus: menuNames,
  nav: {
    // The footer's link to the contact form with 'Feedback' chosen; the pages' names are page-names.*.ts.
    feedback: 'ਸੁਝਾਅ',
  },
  header: {
    skipToContent: 'ਮੁੱਖ ਸਮੱਗਰੀ ’ਤੇ ਜਾਓ',
    mainNavigation: 'ਮੁੱਖ',
    moreNavigation: 'ਹੋਰ ਪੰਨੇ',
    openMenu: 'ਮੀਨੂ ਖੋਲ੍ਹੋ',
    closeMenu: 'ਮੀਨੂ ਬੰਦ ਕਰੋ',
    menu: 'ਮੀਨੂ',
    homeLink: 'ਮੁੱਖ ਪੰਨਾ',
    languages: 'ਭਾਸ਼ਾ',
  },
  footer: {
    quickLinks: 'ਤੁਰੰਤ ਲਿੰਕ',
    academic: 'ਅਕਾਦਮਿਕ',
    contactUs: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
    followUs: 'ਸਾਨੂੰ ਫ਼ਾਲੋ ਕਰੋ',
    aboutSite: 'ਇਸ ਵੈੱਬਸਾਈਟ ਬਾਰੇ',
    address: 'ਪਤਾ',
    pin: 'ਪਿੰਨ',
    phone: 'ਫ਼ੋਨ',
    email: 'ਈ-ਮੇਲ',
    cpgrams: 'ਵਿਭਾਗ ਵਿਰੁੱਧ ਸ਼ਿਕਾਇਤ ਭਾਰਤ ਸਰਕਾਰ ਦੇ ਲੋਕ ਸ਼ਿਕਾਇਤ ਪੋਰਟਲ ’ਤੇ ਵੀ ਦਰਜ ਕਰਵਾਈ ਜਾ ਸਕਦੀ ਹੈ:',
    cpgramsLink: 'CPGRAMS (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)',
    socialLink: (name: string) => `${name} (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)`,
    copyright: (year: number, name: string) => `© ${year} ${name}। ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।`,
    text: 'ਅਧਿਆਪਕ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਵਿੱਚ ਉੱਤਮਤਾ ਲਈ ਸਮਰਪਿਤ, ਕੱਲ੍ਹ ਦੇ ਅਧਿਆਪਕਾਂ ਲਈ ਨਵੀਨ ਸਿੱਖਿਆ ਵਿਧੀਆਂ ਅਤੇ ਪੇਸ਼ੇਵਰ ਵਿਕਾਸ ਪ੍ਰੋਗਰਾਮਾਂ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰਦੀ ਸੰਸਥਾ।',
  },
  unavailable: {
    title: 'ਇਹ ਹਿੱਸਾ ਕੁਝ ਸਮੇਂ ਲਈ ਉਪਲਬਧ ਨਹੀਂ ਹੈ',
    body: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ। ਸਾਈਟ ਦਾ ਬਾਕੀ ਹਿੱਸਾ ਕੰਮ ਕਰਦਾ ਰਹੇਗਾ।',
    retry: 'ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  },
  toast: {
    close: 'ਸੂਚਨਾ ਬੰਦ ਕਰੋ',
  },
};
