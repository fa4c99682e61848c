import { useLocation } from 'react-router-dom';
import { activeLanguage } from '@diet/contracts/active-language';
import { languageCookie } from '@diet/contracts/language-choice';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage, type Language } from '@diet/contracts/languages';
import { layout } from '../i18n/layout.en';
import styles from './language-switch.module.css';

/** Kept for the next visit: the server sends an English address to the chosen language's. */
const remember = (language: Language) => {
  document.cookie = languageCookie(language);
};

/**
 * The header's language switch (issue 18 item 2): the same page in each language, each name in its
 * own language and marked with its `lang` (a screen reader pronounces it right), the current one
 * with aria-current. Plain links, not router links: the other language is a full page load, which
 * brings that language's texts (and only those) and its <html lang>.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const current = activeLanguage();
  return (
    <nav aria-label={layout.header.languages} className={styles.switch}>
      <ul className={styles.list}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`${pathInLanguage(pathname, language)}${search}${hash}`}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              className={language === current ? `${styles.link} ${styles.current}` : styles.link}
              onClick={() => remember(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
