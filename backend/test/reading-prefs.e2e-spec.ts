/**
 * The reading tools without script (issue 38 item 3), as the API serves them: the form's GET keeps
 * the choice in a cookie and sends the visitor back (303), never off the site; a page carries the
 * cookie's choices on its <html>, and none without it.
 */
import { READING_PREFS } from '@diet/contracts/reading-prefs';
import { createShellTestApp, describeApi, type TestApp } from './utils/create-test-app';

jest.setTimeout(60_000);

const INDEX =
  '<!doctype html>\n<html lang="en">\n<head><title>Build name</title></head><body><div id="root"></div></body></html>';

describeApi('text size and contrast without script', () => {
  let t: TestApp;
  const prefs = (query: string, cookie?: string) => {
    const request = t.http().get(`${READING_PREFS.path}?${query}`).set('Accept', 'text/html');
    return cookie ? request.set('Cookie', cookie) : request;
  };
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    ([] as string[])
      .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
      .find((c) => c.startsWith('diet_reading='));

  beforeAll(async () => {
    t = await createShellTestApp({ 'index.html': INDEX });
  });
  afterAll(() => t?.close());

  it('keeps the choice in a cookie the page script can read, and sends the visitor back with 303', async () => {
    const res = await prefs('size=larger&back=/pa/notices%3Fcategory%3DCircular').expect(303);
    expect(res.headers.location).toBe('/pa/notices?category=Circular');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = cookieOf(res)!;
    expect(cookie).toMatch(
      /^diet_reading=size-125_contrast-normal; Max-Age=31536000; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toMatch(/HttpOnly/i);

    // The next tap steps from the choice the cookie carries.
    const next = await prefs('size=larger&contrast=toggle&back=/', cookie.split(';')[0]).expect(303);
    expect(cookieOf(next)).toMatch(/^diet_reading=size-150_contrast-high;/);
    const back = await prefs('size=normal&contrast=toggle&back=/', 'diet_reading=size-150_contrast-high').expect(303);
    expect(cookieOf(back)).toMatch(/^diet_reading=size-100_contrast-normal;/);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\r\nSet-Cookie:x=1',
  ])('never sends the visitor off the site (back=%s): the home page instead, the choice kept', async (back) => {
    const res = await prefs(`size=larger&back=${encodeURIComponent(back)}`).expect(303);
    expect(res.headers.location).toBe('/');
    expect(cookieOf(res)).toMatch(/^diet_reading=size-125_/);
  });

  it("renders a page with the cookie's text size and contrast on <html>, per visitor, and none without it", async () => {
    const page = (cookie?: string) => {
      const request = t.http().get('/notices').set({ Accept: 'text/html', 'Accept-Language': 'en' });
      return (cookie ? request.set('Cookie', cookie) : request).expect(200);
    };
    const chosen = await page('lang=en; diet_reading=size-175_contrast-high');
    expect(chosen.text).toContain('<html lang="en" style="font-size:175%" data-contrast="high">');
    // One address, one answer per visitor's cookie: no shared cache may hand it to another.
    expect(chosen.headers.vary).toMatch(/\bCookie\b/);
    expect(chosen.headers['cache-control']).toBe('no-cache');

    for (const cookie of [undefined, 'lang=en', 'diet_reading=size-130_contrast-high"><script>']) {
      const plain = await page(cookie);
      expect(plain.text).toContain('<html lang="en">');
      expect(plain.text).not.toMatch(/font-size:|data-contrast/);
    }
    expect((await page('diet_reading=size-87.5_contrast-normal')).text).toContain(
      '<html lang="en" style="font-size:87.5%">',
    );
  });
});
