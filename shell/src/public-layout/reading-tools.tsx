import { useEffect, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { READING_PREFS } from '@diet/contracts/reading-prefs';
import { readingTools as t } from '../i18n/reading-tools.en';
import {
  applyHighContrast,
  applyTextSize,
  currentTextSize,
  isHighContrast,
  NORMAL_SIZE,
  stepTextSize,
  TEXT_SIZES,
} from './reading-prefs';
import './high-contrast.css';
import './reflow.css';
import styles from './reading-tools.module.css';

/** Hidden where no script runs (index.html's noscript style): these controls work only with it. */
const NEEDS_SCRIPT = { [READING_PREFS.needsScriptAttribute]: '' };

/**
 * The bar above the header of every public page (GIGW 3.0, issue 20): text size (A-, A, A+ on the
 * root font size, up to 200%), the high-contrast theme, and the site search box. Both choices are
 * remembered; the server's render shows the defaults, the browser's the page's state.
 */
export function ReadingTools() {
  const navigate = useNavigate();
  // In the page's language: /pa/search on a Punjabi page.
  const searchAction = useHref('/search');
  const [size, setSize] = useState(NORMAL_SIZE);
  const [contrast, setContrast] = useState(false);
  const [query, setQuery] = useState('');
  // After mounting: the server knows no visitor's choices, and the first render must match its HTML.
  useEffect(() => {
    setSize(currentTextSize());
    setContrast(isHighContrast());
  }, []);

  const resize = (next: number) => {
    applyTextSize(next);
    setSize(next);
  };
  const toggleContrast = () => {
    applyHighContrast(!contrast);
    setContrast(!contrast);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <div className={styles.bar} role="region" aria-label={t.region}>
      <div className={styles.inner}>
        <div className={styles.tools}>
          <div role="group" aria-label={t.textSize} className={styles.group} {...NEEDS_SCRIPT}>
            {/* Each button pressed while its size is on: A- for a smaller text, A for the normal, A+ for a larger. */}
            <button
              type="button"
              className={styles.tool}
              onClick={() => resize(stepTextSize(size, -1))}
              disabled={size <= TEXT_SIZES[0]}
              aria-pressed={size < NORMAL_SIZE}
            >
              A-<span className={styles.hiddenText}> ({t.smaller})</span>
            </button>
            <button
              type="button"
              className={styles.tool}
              onClick={() => resize(NORMAL_SIZE)}
              aria-pressed={size === NORMAL_SIZE}
            >
              A<span className={styles.hiddenText}> ({t.normal})</span>
            </button>
            <button
              type="button"
              className={styles.tool}
              onClick={() => resize(stepTextSize(size, 1))}
              disabled={size >= TEXT_SIZES[TEXT_SIZES.length - 1]}
              aria-pressed={size > NORMAL_SIZE}
            >
              A+<span className={styles.hiddenText}> ({t.larger})</span>
            </button>
          </div>
          <button
            type="button"
            className={styles.tool}
            aria-pressed={contrast}
            onClick={toggleContrast}
            {...NEEDS_SCRIPT}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 3a9 9 0 0 1 0 18z" />
            </svg>
            {t.contrast}
          </button>
        </div>
        {/* action and name: before the app takes over a server-rendered page, the browser submits it itself. */}
        <form role="search" action={searchAction} method="get" className={styles.search} onSubmit={search}>
          <label htmlFor="site-search" className={styles.hiddenText}>
            {t.searchLabel}
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            className={styles.input}
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {t.search}
          </button>
        </form>
      </div>
    </div>
  );
}
