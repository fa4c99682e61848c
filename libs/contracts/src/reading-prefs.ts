/**
 * The reading tools' remembered choices (issue 20, GIGW 3.0): the text size in percent of the root
 * font size and the high-contrast theme, kept in the visitor's localStorage. READING_PREFS_SCRIPT
 * is the shell's inline head script (shell/src/index.html, filled in by shell/rspack.config.js,
 * which loads this file as it is: so no imports here) that applies them before the first paint;
 * the API's CSP allows exactly this text by its hash (backend/src/web/server-screen-script.ts).
 */
export const READING_PREFS = {
  sizeKey: 'diet.textSize',
  contrastKey: 'diet.contrast',
  contrastAttribute: 'data-contrast',
  /**
   * On the controls that work only with script (text size, contrast): the page's head hides them
   * where no script runs (shell/src/index.html's noscript style), so no button does nothing; the
   * browser's own zoom and the system's contrast settings remain.
   */
  needsScriptAttribute: 'data-needs-script',
  /** A- and A+ step through these; 100 is A. Up to 200% (WCAG 1.4.4). */
  sizes: [87.5, 100, 125, 150, 175, 200],
} as const;

const { sizeKey, contrastKey, contrastAttribute, sizes } = READING_PREFS;

export const READING_PREFS_SCRIPT =
  `(function(){try{var d=document.documentElement,s=Number(localStorage.getItem('${sizeKey}'));` +
  `if(s>=${sizes[0]}&&s<=${sizes[sizes.length - 1]}&&s!==100)d.style.fontSize=s+'%';` +
  `if(localStorage.getItem('${contrastKey}')==='high')d.setAttribute('${contrastAttribute}','high')}catch(e){}})();`;
