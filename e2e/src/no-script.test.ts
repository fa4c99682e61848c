// A page that works before (and without) its script (issue 38 item 3): on a cheap phone on a slow
// link, a tap before the script arrives is never lost. With JavaScript off, the menu opens and its
// links lead on, a list's filters and search are a form the server answers with the filtered page,
// its views, pager and Clear Filters are links, and so are the language switch and the header's
// site search (a form); text size and contrast are a form the server answers by keeping the choice
// in a cookie and sending the page back with it. With the script, the same links change the list
// in place, and the reading tools the page, without a reload.
import type { Page } from 'playwright-core';
import { baseUrl, phonePage, waitForApp } from '../support/browser';

const noScriptPhone = phonePage({ javaScriptEnabled: false });
const phone = phonePage();

/** How many items the public API finds for a list's address (what the page must then say). */
async function total(query: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl()}/api/${query}`)).json()) as { meta: { total: number } };
  return answer.meta.total;
}

/** The list's count line as the server sent it, read as its number. */
async function count(page: Page): Promise<number> {
  const text = await page.locator('main [role="status"]').first().innerText();
  return Number(/\d+/.exec(text)?.[0]);
}

/** The list's filters (the header's site search is a search form too). */
const bar = (page: Page) => page.locator('main form[role="search"]');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** The root's text size (its inline style, as the server or the script set it) and contrast theme. */
const reading = (page: Page) =>
  page.evaluate(() => ({
    size: document.documentElement.style.fontSize,
    contrast: document.documentElement.getAttribute('data-contrast'),
    rootPx: getComputedStyle(document.documentElement).fontSize,
  }));
const path = (page: Page) => new URL(page.url()).pathname;

/** From the home page, by the menu's toggle (a link to #site-menu) and one of its links: the list at `to`. */
async function throughMenu(page: Page, prefix: string, openMenu: string, to: string): Promise<void> {
  await page.goto(`${baseUrl()}${prefix || '/'}`);
  const menu = page.locator('#site-menu');
  expect(await menu.isVisible()).toBe(false);
  await page.getByRole('button', { name: openMenu }).click();
  await menu.waitFor();
  await menu.locator(`a[href="${prefix}${to}"]`).first().click();
  await page.waitForURL((url) => url.pathname === `${prefix}${to}`);
}

/**
 * A select's value, submitted with the form: the server's page is the one of the address the form
 * makes, and says what the API finds there, fewer than the list without it.
 */
async function submitChoice(page: Page, name: string, value: string, list: string, submit: string): Promise<void> {
  await page.locator(`main select[name="${name}"]`).selectOption(value);
  await bar(page).getByRole('button', { name: submit }).click();
  await page.waitForURL((url) => url.searchParams.get(name) === value);
  const found = await total(`${list}?${name}=${value}`);
  expect(found).toBeLessThan(await total(list));
  expect(await count(page)).toBe(found);
}

describe('without JavaScript', () => {
  it('/notices: the menu leads there; a category, a search and the archive view are asked of the server', async () => {
    const page = noScriptPhone();
    await throughMenu(page, '', 'Open menu', '/notices');
    expect(await count(page)).toBe(await total('notices'));

    await submitChoice(page, 'category', 'Circular', 'notices', 'Show');
    expect(await page.getByTestId('content-list').locator(':scope > li').count()).toBe(
      await total('notices?category=Circular'),
    );

    await bar(page).getByRole('searchbox').fill('Winter');
    await bar(page).getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Winter');
    expect(params(page)).toMatchObject({ q: 'Winter', category: 'Circular' });
    expect(await count(page)).toBe(await total('notices?category=Circular&q=Winter'));
    await page.getByRole('link', { name: 'Winter Timings for Trainees', exact: true }).waitFor();

    // The archive view keeps the search and the category; a submit there keeps the view.
    const views = page.getByRole('navigation', { name: 'Current notices or the archive' });
    await views.getByRole('link', { name: 'Archive' }).click();
    await page.getByRole('heading', { name: 'Archived notices' }).waitFor();
    expect(params(page)).toEqual({ archived: 'true', q: 'Winter', category: 'Circular' });
    expect(await views.getByRole('link', { name: 'Archive' }).getAttribute('aria-current')).toBe('true');
    await page.getByText('No notices found matching your criteria.').waitFor();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(params(page)).toEqual({ archived: 'true' });
    expect(await count(page)).toBe(await total('notices?archived=true'));
    await bar(page).getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.has('q'));
    expect(params(page)).toMatchObject({ archived: 'true' });
    await page.getByRole('heading', { name: 'Archived notices' }).waitFor();

    // The language switch is a link to the same page and view in Punjabi.
    await page.locator('a[hreflang="pa"]').click();
    await page.waitForURL((url) => url.pathname === '/pa/notices');
    expect(params(page)).toMatchObject({ archived: 'true' });
    expect(await count(page)).toBe(await total('notices?archived=true'));
  });

  it('text size and contrast: a tap is a round trip that keeps them, on this page and the next', async () => {
    const page = noScriptPhone();
    await page.goto(`${baseUrl()}/notices?category=Circular`);
    const tools = page.getByRole('region', { name: 'Reading tools and search' });
    expect(await tools.getByRole('searchbox').isVisible()).toBe(true);
    expect(await reading(page)).toEqual({ size: '', contrast: null, rootPx: '16px' });

    await tools.getByRole('button', { name: 'A+ (larger text)' }).click();
    await page.waitForFunction(() => document.documentElement.style.fontSize === '125%');
    // Back on the page it was on, its filter kept.
    expect(path(page)).toBe('/notices');
    expect(params(page)).toEqual({ category: 'Circular' });
    await tools.getByRole('button', { name: 'High contrast' }).click();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-contrast'));
    expect(await reading(page)).toEqual({ size: '125%', contrast: 'high', rootPx: '20px' });
    // The buttons say which are on, as the server wrote them for this visitor.
    const pressed = () =>
      tools.locator('button[aria-pressed="true"]').evaluateAll((buttons) => buttons.map((b) => b.textContent));
    expect(await pressed()).toEqual(['A+ (larger text)', 'High contrast']);

    // The next page, by the menu, comes with them.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-menu a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await reading(page)).toEqual({ size: '125%', contrast: 'high', rootPx: '20px' });
    expect(await pressed()).toEqual(['A+ (larger text)', 'High contrast']);

    // And back to normal, for the tests after this one.
    await tools.getByRole('button', { name: 'A (normal text size)' }).click();
    await page.waitForFunction(() => document.documentElement.style.fontSize === '');
    await tools.getByRole('button', { name: 'High contrast' }).click();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-contrast'));
    expect(await reading(page)).toEqual({ size: '', contrast: null, rootPx: '16px' });
    await page.context().clearCookies();
  });

  it('/pa/library: the pager, the order tab, a subject and a search, in Punjabi', async () => {
    const page = noScriptPhone();
    await throughMenu(page, '/pa', 'ਮੀਨੂ ਖੋਲ੍ਹੋ', '/library');
    const books = await total('library');
    expect(await count(page)).toBe(books);
    const rows = page.locator('main tbody tr');
    const firstPage = await rows.count();
    expect(firstPage).toBeLessThan(books);
    const firstTitle = await rows.first().innerText();

    await page.getByRole('link', { name: 'ਅਗਲਾ' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(path(page)).toBe('/pa/library');
    expect(await rows.count()).toBe(books - firstPage);
    expect(await rows.first().innerText()).not.toBe(firstTitle);
    expect(await page.getByRole('link', { name: 'ਪਿਛਲਾ' }).getAttribute('href')).toBe('/pa/library?page=1');

    // The order is a tab; choosing it starts again at the first page.
    await page.getByRole('link', { name: 'ਨਵੀਆਂ ਆਈਆਂ ਕਿਤਾਬਾਂ' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'new');
    expect(params(page)).toEqual({ sort: 'new' });
    expect(await page.getByRole('link', { name: 'ਨਵੀਆਂ ਆਈਆਂ ਕਿਤਾਬਾਂ' }).getAttribute('aria-current')).toBe('true');

    // The form keeps the order (a field of its own, hidden) with the subject and the words.
    await page.locator('select[name="subject"]').selectOption('Science');
    await bar(page).getByRole('searchbox').fill('Teaching');
    await bar(page).getByRole('button', { name: 'ਵੇਖੋ' }).click();
    await page.waitForURL((url) => url.searchParams.get('subject') === 'Science');
    expect(path(page)).toBe('/pa/library');
    expect(params(page)).toMatchObject({ sort: 'new', subject: 'Science', q: 'Teaching' });
    const found = await total('library?subject=Science&q=Teaching&sort=new');
    expect(found).toBeLessThan(await total('library?subject=Science'));
    expect(await count(page)).toBe(found);
    expect(await rows.count()).toBe(found);
    expect(await page.getByRole('link', { name: 'ਨਵੀਆਂ ਆਈਆਂ ਕਿਤਾਬਾਂ' }).getAttribute('aria-current')).toBe('true');

    // The header's site search: a form to the search page in the page's language, which the server fills.
    await page.getByLabel('ਸਾਈਟ ਵਿੱਚ ਖੋਜ ਕਰੋ').fill('DIKSHA');
    await page.getByLabel('ਸਾਈਟ ਵਿੱਚ ਖੋਜ ਕਰੋ').press('Enter');
    await page.waitForURL((url) => url.pathname === '/pa/search');
    expect(params(page)).toEqual({ q: 'DIKSHA' });
    const results = (await (await fetch(`${baseUrl()}/api/search?q=DIKSHA`)).json()) as {
      meta: { total: number };
      data: { items: { url: string }[] }[];
    };
    expect(results.meta.total).toBeGreaterThan(0);
    expect(await count(page)).toBe(results.meta.total);
    // Each hit links to its page in Punjabi.
    const first = results.data[0].items[0].url;
    expect(await page.locator(`main a[href="/pa${first}"]`).count()).toBe(1);
  });

  it('/research: a status and a search, asked of the server', async () => {
    const page = noScriptPhone();
    await throughMenu(page, '', 'Open menu', '/research');
    expect(await count(page)).toBe(await total('research'));
    await submitChoice(page, 'status', 'Ongoing', 'research', 'Show');
    await bar(page).getByRole('searchbox').fill('DIKSHA');
    await bar(page).getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'DIKSHA');
    expect(params(page)).toMatchObject({ status: 'Ongoing', q: 'DIKSHA' });
    expect(await count(page)).toBe(await total('research?status=Ongoing&q=DIKSHA'));
    await page
      .getByRole('link', { name: 'Use of DIKSHA E-Content by Primary Teachers: A Survey', exact: true })
      .waitFor();
  });
});

describe('with JavaScript', () => {
  /** A mark on the page's window: it outlives a change made in place, not a new document. */
  const mark = () => phone().evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  const sameDocument = () => phone().evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

  it('the same links change the list in place: a view, Clear Filters, the pager, a facet', async () => {
    const page = phone();
    await page.goto(`${baseUrl()}/notices?q=Winter`);
    await waitForApp(page);
    await mark();
    const views = page.getByRole('navigation', { name: 'Current notices or the archive' });
    await views.getByRole('link', { name: 'Archive' }).click();
    await page.getByRole('heading', { name: 'Archived notices' }).waitFor();
    expect(params(page)).toEqual({ q: 'Winter', archived: 'true' });
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(params(page)).toEqual({ archived: 'true' });
    expect(await sameDocument()).toBe(true);

    await page.goto(`${baseUrl()}/pa/library`);
    await waitForApp(page);
    await mark();
    await page.getByRole('link', { name: 'ਅਗਲਾ' }).click();
    await page.getByText('ਪੰਨਾ 2 / 2', { exact: true }).waitFor();
    expect(params(page)).toEqual({ page: '2' });
    await page.getByRole('link', { name: /^ਵਿਗਿਆਨ \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('subject') === 'Science');
    const science = await total('library?subject=Science');
    await page.waitForFunction(
      (n) => document.querySelector('main [role="status"]')?.textContent?.startsWith(`${n} `),
      science,
    );
    expect(params(page)).toEqual({ subject: 'Science' });
    expect(await sameDocument()).toBe(true);
  });

  it('text size and contrast change in place, and the next page, from the server, has them', async () => {
    const page = phone();
    await page.goto(`${baseUrl()}/pa/notices`);
    await waitForApp(page);
    await mark();
    const tools = page.getByRole('region', { name: 'ਪੜ੍ਹਨ ਦੇ ਸੰਦ ਅਤੇ ਖੋਜ' });
    await tools.getByRole('button', { name: 'A+ (ਵੱਡੇ ਅੱਖਰ)' }).click();
    await tools.getByRole('button', { name: 'ਉੱਚ ਕੰਟ੍ਰਾਸਟ' }).click();
    expect(await reading(page)).toEqual({ size: '125%', contrast: 'high', rootPx: '20px' });
    expect(path(page)).toBe('/pa/notices');
    expect(await sameDocument()).toBe(true);

    // A reload: the server's page already carries them (the cookie), before any script runs.
    const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/pa/notices');
    await page.reload();
    const html = await (await served).text();
    expect(html).toMatch(/<html lang="pa" style="font-size:125%" data-contrast="high">/);
    await waitForApp(page);
    expect(await reading(page)).toEqual({ size: '125%', contrast: 'high', rootPx: '20px' });
    expect(await tools.getByRole('button', { name: 'A+ (ਵੱਡੇ ਅੱਖਰ)' }).getAttribute('aria-pressed')).toBe('true');

    await tools.getByRole('button', { name: 'A (ਆਮ ਆਕਾਰ)' }).click();
    await tools.getByRole('button', { name: 'ਉੱਚ ਕੰਟ੍ਰਾਸਟ' }).click();
    expect(await reading(page)).toEqual({ size: '', contrast: null, rootPx: '16px' });
    await page.context().clearCookies();
  });
});
