/**
 * The GIGW 3.0 capabilities of issue 20 on the API: the site pages the office keeps (seeded with
 * their texts, one per fixed address), the site search over every public content type (only what
 * visitors may see, grouped by type, paged, title matches first) and the date of the last change.
 */
import { SITE_PAGE_SLUGS } from '@diet/contracts/content-types/site-pages';
import { GLOSSARY } from '@diet/contracts/glossary';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_REQUIRED } from '@diet/contracts/search';
import { VALIDATION } from '@diet/contracts/messages';
import { instituteDayOffset } from '../src/common/institute-date';
import { SitePagesTranslations1764610000000 } from '../src/database/migrations/1764610000000-site-pages-translations';
import { badRequest } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

describeApi('site pages, search and last update', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  const search = (query: string) => t.http().get(`/api/search${query}`);
  const groupsOf = async (query: string) =>
    (await search(query).expect(200)).body as {
      data: {
        type: string;
        label: string;
        total: number;
        items: { type: string; id: string; title: string; excerpt: string; url: string }[];
      }[];
      meta: { total: number; page: number; pageSize: number };
    };
  const addNotice = async (body: Record<string, unknown>) =>
    (
      await t
        .http()
        .post('/api/admin/notices')
        .set(auth())
        .send({ category: 'Notice', publishDate: day(-1), ...body })
        .expect(201)
    ).body.data as { id: string; updatedAt: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('publishes the accessibility statement, the website policies and the help page from the start', async () => {
    const pages = (await t.http().get('/api/site-pages').expect(200)).body.data as {
      slug: string;
      title: string;
      body: string;
      lastReviewed: string;
    }[];
    expect(pages.map((p) => p.slug).sort()).toEqual([...SITE_PAGE_SLUGS].sort());
    const policies = (await t.http().get('/api/site-pages?slug=website-policies').expect(200)).body.data[0];
    for (const heading of [
      'Copyright policy',
      'Hyperlinking policy',
      'Privacy policy',
      'Terms of use',
      'Content contribution, moderation and approval policy',
      'Content archival policy',
      'Content review policy',
      'Contingency management',
    ]) {
      expect(policies.body).toContain(`## ${heading}`);
    }
    expect(policies.body).toMatch(/Contact form: .*12 months/);
    expect(pages.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.lastReviewed))).toBe(true);
  });

  it('publishes them in Punjabi and Hindi too, as translations the office edits, and states the automatic deletions', async () => {
    const policies = (await t.http().get('/api/site-pages?slug=website-policies').expect(200)).body.data[0];
    expect(policies.body).toContain('A message is deleted automatically 12 months after it is received.');
    expect(policies.body).toContain('your address is deleted automatically 12 months after you unsubscribe.');
    expect(policies.body).toContain(
      'A proposal that is not approved is deleted automatically 12 months after the decision.',
    );
    for (const [language, title, heading, deleted] of [
      ['pa', 'ਵੈੱਬਸਾਈਟ ਨੀਤੀਆਂ', '## ਪਰਦੇਦਾਰੀ ਨੀਤੀ', 'ਹਰ ਸੁਨੇਹਾ ਮਿਲਣ ਤੋਂ 12 ਮਹੀਨੇ ਬਾਅਦ ਆਪਣੇ-ਆਪ ਮਿਟ ਜਾਂਦਾ ਹੈ।'],
      ['hi', 'वेबसाइट नीतियाँ', '## गोपनीयता नीति', 'हर संदेश प्राप्त होने के 12 महीने बाद अपने-आप मिटा दिया जाता है।'],
    ] as const) {
      const page = (await t.http().get(`/api/site-pages?slug=website-policies&lang=${language}`).expect(200)).body
        .data[0];
      expect(page).toMatchObject({ title });
      expect(page.body).toContain(heading);
      expect(page.body).toContain(deleted);
      // As many sections as the English: the same policies, each under its heading.
      expect(page.body.match(/^## /gm)).toHaveLength(policies.body.match(/^## /gm).length);
    }
    const [help] = (await t.http().get('/api/admin/site-pages?slug=help').set(auth()).expect(200)).body.data;
    expect(help.translations.pa.title).toBe('ਮਦਦ');
    expect(help.translations.hi.title).toBe('सहायता');
  });

  it('gives a database made before the translations its Punjabi and Hindi and the new privacy sentences, keeping what the office wrote', async () => {
    const [policies] = (await t.http().get('/api/admin/site-pages?slug=website-policies').set(auth()).expect(200)).body
      .data;
    const [accessibility] = (await t.http().get('/api/admin/site-pages?slug=accessibility').set(auth()).expect(200))
      .body.data;
    // As the first migration left them: the office's practice in English, no translations; the office has put its own Hindi on one.
    const before = String(policies.body)
      .replace(
        'A message is deleted automatically 12 months after it is received.',
        'Messages are kept for 12 months and then deleted by the office.',
      )
      .replace(
        'A proposal that is not approved is deleted automatically 12 months after the decision.',
        'A proposal that is not approved is deleted by the office within 12 months.',
      );
    await t.dataSource.query('UPDATE site_pages SET body = ?, translations = NULL WHERE id = ?', [before, policies.id]);
    await t.dataSource.query('UPDATE site_pages SET translations = ? WHERE id = ?', [
      JSON.stringify({ hi: { title: 'सुगम्यता', body: 'कार्यालय का पाठ' } }),
      accessibility.id,
    ]);
    const runner = t.dataSource.createQueryRunner();
    try {
      await new SitePagesTranslations1764610000000().up(runner);
    } finally {
      await runner.release();
    }
    const [after] = (await t.http().get('/api/admin/site-pages?slug=website-policies').set(auth()).expect(200)).body
      .data;
    expect(after.body).toBe(policies.body);
    expect(after.translations).toEqual(policies.translations);
    const [kept] = (await t.http().get('/api/admin/site-pages?slug=accessibility').set(auth()).expect(200)).body.data;
    expect(kept.translations.hi).toEqual({ title: 'सुगम्यता', body: 'कार्यालय का पाठ' });
    expect(kept.translations.pa).toEqual(accessibility.translations.pa);
    await t.dataSource.query('UPDATE site_pages SET translations = ? WHERE id = ?', [
      JSON.stringify(accessibility.translations),
      accessibility.id,
    ]);
  });

  it('lets the office edit a page but not add a second one at the same address', async () => {
    const help = (await t.http().get('/api/site-pages?slug=help').expect(200)).body.data[0];
    const res = await t
      .http()
      .post('/api/admin/site-pages')
      .set(auth())
      .send({ slug: 'help', title: 'Help again', body: 'x', lastReviewed: day(0) });
    expect(res.status).toBe(409);
    expect(res.body.details).toMatchObject({ slug: 'This page already exists: edit it instead' });
    const bad = await t
      .http()
      .post('/api/admin/site-pages')
      .set(auth())
      .send({ slug: 'anything', title: 'A page', body: 'x', lastReviewed: day(0) });
    expect(bad.body).toEqual(badRequest('slug', VALIDATION.notAllowed('Page')));
    await t
      .http()
      .put(`/api/admin/site-pages/${help.id}`)
      .set(auth())
      .send({ ...help, id: undefined, createdAt: undefined, updatedAt: undefined, title: 'How to use this site' })
      .expect(200);
    const after = (await t.http().get('/api/site-pages?slug=help').expect(200)).body.data[0];
    expect(after.title).toBe('How to use this site');
  });

  it('answers an empty or missing search with a clear 400, and a bad page or language too', async () => {
    for (const query of ['', '?q=', '?q=%20%20'])
      expect((await search(query).expect(400)).body).toEqual(badRequest('q', SEARCH_QUERY_REQUIRED));
    expect((await search('?q=x&page=0').expect(400)).body.details).toHaveProperty('page');
    expect((await search('?q=x&lang=fr').expect(400)).body).toEqual(
      badRequest('lang', VALIDATION.notAllowed('Language')),
    );
  });

  it('finds published items of several types, grouped by type, with only what visitors may see', async () => {
    await addNotice({ title: 'Monsoon timetable for trainees', body: 'Classes begin at 10 AM.' });
    await addNotice({ title: 'Future monsoon notice', publishDate: day(5) });
    await t
      .http()
      .post('/api/admin/library')
      .set(auth())
      .send({
        title: 'Teaching in the monsoon',
        author: 'R. Gill',
        subject: 'Education',
        isbn: '978-0000000002',
        copies: 2,
        available: 2,
      })
      .expect(201);
    const { data, meta } = await groupsOf('?q=monsoon');
    expect(data.map((g) => g.type).sort()).toEqual(['book', 'notice']);
    const notices = data.find((g) => g.type === 'notice')!;
    expect(notices).toMatchObject({ label: 'Notices', total: 1 });
    expect(notices.items[0]).toMatchObject({
      type: 'notice',
      title: 'Monsoon timetable for trainees',
      url: `/notices/${notices.items[0].id}`,
    });
    // A type without an item address links to its page, searched for the item's title.
    expect(data.find((g) => g.type === 'book')!.items[0].url).toBe(
      `/library?q=${encodeURIComponent('Teaching in the monsoon')}`,
    );
    expect(meta).toEqual({ total: 2, page: 1, pageSize: SEARCH_PAGE_SIZE });
    // The site's own pages are searched too, each linking to its address.
    const pages = (await groupsOf('?q=screen%20reader')).data.find((g) => g.type === 'site-page')!;
    expect(pages.items[0]).toMatchObject({ title: 'Accessibility Statement', url: '/accessibility' });
    expect(pages.items[0].excerpt.toLowerCase()).toContain('screen reader');
  });

  it('searches in Punjabi and Hindi: translated fields and site pages, answered in that language, English where none', async () => {
    const notice = await addNotice({
      title: 'Admission schedule for D.El.Ed',
      body: 'Admission forms are available at the office.',
      translations: {
        pa: { title: 'D.El.Ed ਦਾਖ਼ਲੇ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ', body: 'ਦਾਖ਼ਲਾ ਫ਼ਾਰਮ ਦਫ਼ਤਰ ਵਿੱਚ ਮਿਲਦੇ ਹਨ।' },
        hi: { title: 'D.El.Ed प्रवेश की समय-सारणी', body: 'प्रवेश फ़ॉर्म कार्यालय में उपलब्ध हैं।' },
      },
    });
    await addNotice({ title: 'Admission helpdesk hours' });
    const inLanguage = async (q: string, lang: string) =>
      (await groupsOf(`?q=${encodeURIComponent(q)}&lang=${lang}`)).data;

    const pa = await inLanguage('ਦਾਖ਼ਲ', 'pa');
    const paNotices = pa.find((g) => g.type === 'notice')!;
    expect(paNotices).toMatchObject({ label: GLOSSARY.notices.pa, total: 1 });
    expect(paNotices.items[0]).toMatchObject({
      id: notice.id,
      title: 'D.El.Ed ਦਾਖ਼ਲੇ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ',
      excerpt: 'ਦਾਖ਼ਲਾ ਫ਼ਾਰਮ ਦਫ਼ਤਰ ਵਿੱਚ ਮਿਲਦੇ ਹਨ।',
    });

    const hi = await inLanguage('प्रवेश', 'hi');
    expect(hi.find((g) => g.type === 'notice')!.items).toEqual([
      expect.objectContaining({
        id: notice.id,
        title: 'D.El.Ed प्रवेश की समय-सारणी',
        excerpt: 'प्रवेश फ़ॉर्म कार्यालय में उपलब्ध हैं।',
      }),
    ]);
    // A word of another translation finds the item too; it answers in the language asked for.
    expect((await inLanguage('प्रवेश', 'pa')).find((g) => g.type === 'notice')!.items[0].title).toBe(
      'D.El.Ed ਦਾਖ਼ਲੇ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ',
    );

    // An English word in Punjabi: the item without a translation answers in English, under the Punjabi group label.
    const english = (await inLanguage('Admission', 'pa')).find((g) => g.type === 'notice')!;
    expect(english.label).toBe(GLOSSARY.notices.pa);
    expect(english.items.map((i) => i.title).sort()).toEqual(['Admission helpdesk hours', 'D.El.Ed ਦਾਖ਼ਲੇ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ']);

    // The site's own pages, by their translated text.
    for (const [lang, q, title] of [
      ['pa', 'ਸਕ੍ਰੀਨ ਰੀਡਰ', 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ'],
      ['hi', 'स्क्रीन रीडर', 'सुगम्यता विवरण'],
    ] as const) {
      const pages = (await inLanguage(q, lang)).find((g) => g.type === 'site-page')!;
      expect(pages.label).toBe(GLOSSARY.sitePages[lang]);
      expect(pages.items[0]).toMatchObject({ title, url: '/accessibility' });
      expect(pages.items[0].excerpt).toContain(q);
    }
  });

  it('pages each group and puts title matches first', async () => {
    const word = `kharif${Date.now()}`;
    await addNotice({ title: `Notice about sowing`, body: `The ${word} season starts.`, pinned: true });
    for (let i = 0; i < SEARCH_PAGE_SIZE; i += 1) await addNotice({ title: `${word} circular ${i}` });
    const first = (await groupsOf(`?q=${word}`)).data[0];
    expect(first.total).toBe(SEARCH_PAGE_SIZE + 1);
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    // The pinned notice comes first in the list's order; its title does not hold the word, so it follows the title matches.
    expect(first.items[first.items.length - 1].title).toBe('Notice about sowing');
    const second = await groupsOf(`?q=${word}&page=2`);
    expect(second.meta.page).toBe(2);
    expect(second.data[0].items).toHaveLength(1);
  });

  it('tells the date of the latest content change, which moves when content changes', async () => {
    const before = (await t.http().get('/api/site/updated').expect(200)).body.data.updatedAt as string;
    expect(Number.isNaN(Date.parse(before))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const notice = await addNotice({ title: 'A change' });
    const after = (await t.http().get('/api/site/updated').expect(200)).body.data.updatedAt as string;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect(Date.parse(after)).toBe(Date.parse(notice.updatedAt));
  });
});
