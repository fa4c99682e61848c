import { useEffect, useState, type FormEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import {
  changedReadingPrefs,
  DEFAULT_READING_PREFS,
  READING_PREFS,
  readingToolsState,
  type ContrastChange,
  type ReadingPrefs,
  type SizeChange,
} from '@diet/contracts/reading-prefs';
import { TYPED_WITHOUT_APP } from '@diet/contracts/first-route';
import { readingTools as t } from '../i18n/reading-tools.en';
import { afterNextPaint } from '../yield-to-main';
import { applyHighContrast, applyTextSize, currentTextSize, isHighContrast } from './reading-prefs';
import './high-contrast.css';
import './reflow.css';
import styles from './reading-tools.module.css';

/**
 * The bar above the header of every public page (GIGW 3.0, issue 20): text size (A-, A, A+ on the
 * root font size, up to 200%), the high-contrast theme, and the site search box. Both choices are
 * remembered; the shared server render shows the defaults, and the server marks the visitor's own
 * on each page it sends (backend/src/web/reading-prefs-page.ts); the browser's render the page's state.
 * Text size and contrast are a GET form to the server (READING_PREFS.path), which keeps the choice
 * in a cookie and sends the visitor back to this page, rendered with it: that is the tap before
 * (or without) the script. The script takes each click over and changes the page in place.
 */
export function ReadingTools() {
  const navigate = useNavigate();
  // In the page's language: /pa/search on a Punjabi page.
  const searchAction = useHref('/search');
  // Where the no-script form comes back to: this page, in its language, with its filters.
  const { pathname, search: here } = useLocation();
  const back = useHref({ pathname, search: here });
  const [prefs, setPrefs] = useState<ReadingPrefs>(DEFAULT_READING_PREFS);
  // After mounting: the first render must match the shared render, which has no visitor's choices.
  useEffect(() => setPrefs({ size: currentTextSize(), highContrast: isHighContrast() }), []);

  const state = readingToolsState(prefs);
  /**
   * A button of the no-script form (its name and value are what it asks the server for), pressed
   * and disabled by the same rule as the server's; with the script, the change is made in place
   * by the same step the server takes, not by the form's round trip.
   */
  const tool = (name: 'size' | 'contrast', change: SizeChange | ContrastChange) => ({
    type: 'submit' as const,
    name,
    value: change,
    className: styles.tool,
    'aria-pressed': state[change].pressed,
    disabled: state[change].disabled,
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      const next = changedReadingPrefs(
        prefs,
        name === 'size' ? change : undefined,
        name === 'contrast' ? change : undefined,
      );
      if (next.size !== prefs.size) applyTextSize(next.size);
      if (next.highContrast !== prefs.highContrast) applyHighContrast(next.highContrast);
      setPrefs(next);
    },
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field is the browser's (uncontrolled): the layout hydrates before the page is taken over,
    // and a controlled field would be set back to its state, losing what was typed before the app
    // came (it comes at the first touch: typing here often is that touch).
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) afterNextPaint(() => navigate(`/search?q=${encodeURIComponent(q)}`));
  };

  return (
    <div className={styles.bar} role="region" aria-label={t.region}>
      <div className={styles.inner}>
        <form className={styles.tools} action={READING_PREFS.path} method="get">
          <input type="hidden" name="back" value={back} />
          <div role="group" aria-label={t.textSize} className={styles.group}>
            <button {...tool('size', 'smaller')}>
              A-<span className={styles.hiddenText}> ({t.smaller})</span>
            </button>
            <button {...tool('size', 'normal')}>
              A<span className={styles.hiddenText}> ({t.normal})</span>
            </button>
            <button {...tool('size', 'larger')}>
              A+<span className={styles.hiddenText}> ({t.larger})</span>
            </button>
          </div>
          <button {...tool('contrast', 'toggle')}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 3a9 9 0 0 1 0 18z" />
            </svg>
            {t.contrast}
          </button>
        </form>
        {/* action and name: before the app takes over a server-rendered page, the browser submits it itself. */}
        <form
          {...TYPED_WITHOUT_APP}
          role="search"
          action={searchAction}
          method="get"
          className={styles.search}
          onSubmit={search}
        >
          <label htmlFor="site-search" className={styles.hiddenText}>
            {t.searchLabel}
          </label>
          <input id="site-search" type="search" name="q" className={styles.input} placeholder={t.searchPlaceholder} />
          <button type="submit" className={styles.submit}>
            {t.search}
          </button>
        </form>
      </div>
    </div>
  );
}
