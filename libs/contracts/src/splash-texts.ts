/**
 * The splash's texts in Punjabi and Hindi: the API writes them into index.html for a /pa or /hi
 * page (it paints before any script), and the shell's layout texts take the institute's name from
 * here until /api/site answers. The English ones are the shell's build-time defaults
 * (shell/src/i18n/splash.en.json).
 */
import { GLOSSARY } from './glossary';
import type { TranslatedLanguage } from './languages';

export interface SplashTexts {
  instituteName: string;
  subtitle: string;
  preparing: string;
  noscript: string;
}

export const SPLASH_TEXTS: Record<TranslatedLanguage, SplashTexts> = {
  pa: {
    instituteName: GLOSSARY.institute.pa,
    subtitle: `${GLOSSARY.faridkot.pa}, ${GLOSSARY.punjab.pa}`,
    preparing: 'ਤੁਹਾਡਾ ਸਿੱਖਿਆ ਅਨੁਭਵ ਤਿਆਰ ਹੋ ਰਿਹਾ ਹੈ...',
    noscript: 'ਇਸ ਵੈੱਬਸਾਈਟ ਨੂੰ ਪੰਨੇ ਦਿਖਾਉਣ ਲਈ JavaScript ਦੀ ਲੋੜ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਇਸਨੂੰ ਆਪਣੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਚਾਲੂ ਕਰੋ।',
  },
  hi: {
    instituteName: GLOSSARY.institute.hi,
    subtitle: `${GLOSSARY.faridkot.hi}, ${GLOSSARY.punjab.hi}`,
    preparing: 'आपका शैक्षिक अनुभव तैयार हो रहा है...',
    noscript: 'इस वेबसाइट को पृष्ठ दिखाने के लिए JavaScript की आवश्यकता है। कृपया इसे अपने ब्राउज़र में चालू करें।',
  },
};
