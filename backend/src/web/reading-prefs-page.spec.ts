import { withReadingPrefs } from './reading-prefs-page';

/** The reading tools as the shared render writes them (the defaults; React's order of attributes), around the rest of a page. */
const PAGE = [
  '<!doctype html><html lang="pa"><head></head><body><div id="root">',
  '<form class="tools" action="/reading-prefs" method="get"><input type="hidden" name="back" value="/pa"/>',
  '<div role="group"><button type="submit" value="smaller" class="tool" aria-pressed="false" name="size">A-</button>',
  '<button type="submit" value="normal" class="tool" aria-pressed="true" name="size">A</button>',
  '<button type="submit" value="larger" class="tool" aria-pressed="false" name="size">A+</button></div>',
  '<button type="submit" value="toggle" class="tool" aria-pressed="false" name="contrast">Contrast</button></form>',
  '<button type="submit" name="size" value="larger" aria-pressed="false">Not the tools</button>',
  '</div></body></html>',
].join('');

const state = (html: string) =>
  [...html.matchAll(/<button[^>]*value="\w+"[^>]*aria-pressed="(\w+)"[^>]*?( disabled="")?>([^<]*)/g)].map(
    ([, pressed, disabled, text]) => `${text}:${pressed}${disabled ? ':disabled' : ''}`,
  );

describe("a page with the visitor's text size and contrast", () => {
  it('is the shared page itself without the cookie, or with one not understood', () => {
    for (const cookie of [undefined, 'lang=pa', 'diet_reading=size-130_contrast-high'])
      expect(withReadingPrefs(PAGE, cookie)).toBe(PAGE);
  });

  it('carries them on <html>, and its tools show which are on', () => {
    const page = withReadingPrefs(PAGE, 'lang=pa; diet_reading=size-150_contrast-high');
    expect(page).toContain('<html lang="pa" style="font-size:150%" data-contrast="high">');
    expect(state(page)).toEqual(['A-:false', 'A:false', 'A+:true', 'Contrast:true', 'Not the tools:false']);
  });

  it('disables A+ at the largest size and A- at the smallest, as the script does', () => {
    expect(state(withReadingPrefs(PAGE, 'diet_reading=size-200_contrast-normal')).slice(0, 4)).toEqual([
      'A-:false',
      'A:false',
      'A+:true:disabled',
      'Contrast:false',
    ]);
    const small = withReadingPrefs(PAGE, 'diet_reading=size-87.5_contrast-normal');
    expect(small).toContain('<html lang="pa" style="font-size:87.5%">');
    expect(state(small).slice(0, 3)).toEqual(['A-:true:disabled', 'A:false', 'A+:false']);
    // Normal size, contrast only: nothing in the style.
    const contrast = withReadingPrefs(PAGE, 'diet_reading=size-100_contrast-high');
    expect(contrast).toContain('<html lang="pa" data-contrast="high">');
    expect(state(contrast).slice(0, 4)).toEqual(['A-:false', 'A:true', 'A+:false', 'Contrast:true']);
  });
});
