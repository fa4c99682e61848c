// axe-core run inside a page, for the accessibility checks of the browser tests. The page's
// context needs bypassCSP: the product's CSP (rightly) refuses the inline script injected here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './server';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

export const WCAG_AA = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
export const CONTRAST_7_TO_1 = { runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } };

/** The serious and critical issues axe finds on the page as it is, each with the elements it concerns. */
export async function axeViolations(page: Page, options: object = WCAG_AA): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, runOptions);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, options);
}
