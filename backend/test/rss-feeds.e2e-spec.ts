/**
 * RSS 2.0 feeds of notices, tenders and events (ARCHITECTURE.md 11.4): well-formed XML with the
 * channel and item elements RSS 2.0 asks for, only what visitors may see, and cached like the
 * lists: served from memory until a write through the API.
 */
import { JSDOM } from 'jsdom';
import { GLOSSARY } from '@diet/contracts/glossary';
import { VALIDATION } from '@diet/contracts/messages';
import { instituteDayOffset } from '../src/common/institute-date';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string | null;
}

/** Parses the feed as strict XML (a malformed one fails here) and reads its channel and items. */
function parseFeed(xml: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const rss = doc.documentElement;
  expect(rss.nodeName).toBe('rss');
  expect(rss.getAttribute('version')).toBe('2.0');
  const channel = rss.getElementsByTagName('channel')[0];
  const text = (parent: Element, name: string) =>
    Array.from(parent.children).find((c) => c.nodeName === name)?.textContent ?? null;
  const items: FeedItem[] = Array.from(channel.getElementsByTagName('item')).map((item) => ({
    title: text(item, 'title')!,
    link: text(item, 'link')!,
    guid: text(item, 'guid')!,
    pubDate: text(item, 'pubDate')!,
    description: text(item, 'description'),
  }));
  return {
    title: text(channel, 'title'),
    link: text(channel, 'link'),
    description: text(channel, 'description'),
    items,
  };
}

describeApi('RSS feeds', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  const feed = async (path: string) => {
    const res = await t.http().get(path).expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    return parseFeed(res.text);
  };
  const post = async (path: string, body: Record<string, unknown>) =>
    (await t.http().post(`/api/admin/${path}`).set(auth()).send(body).expect(201)).body.data as { id: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false', PUBLIC_URL: 'https://diet.example.org' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('the notices feed is valid RSS 2.0 with only the current, published notices, each linked to its place on /notices', async () => {
    const shown = await post('notices', {
      title: 'Winter timings & <hours>',
      category: 'Circular',
      body: 'From 1 December the institute works from 9:30 AM.',
      publishDate: day(-1),
    });
    await post('notices', { title: 'Published tomorrow', category: 'Notice', publishDate: day(1) });
    await post('notices', { title: 'Expired', category: 'Notice', publishDate: day(-20), expiryDate: day(-2) });
    const notices = await feed('/rss/notices.xml');
    expect(notices.title).toContain('Notices and Circulars');
    expect(notices.link).toBe('https://diet.example.org/notices');
    expect(notices.description).toBeTruthy();
    expect(notices.items).toHaveLength(1);
    const [item] = notices.items;
    // The notices page opens a notice from the address.
    expect(item).toMatchObject({
      title: 'Winter timings & <hours>',
      link: `https://diet.example.org/notices/${shown.id}`,
      guid: `https://diet.example.org/notices/${shown.id}`,
    });
    expect(item.description).toBe('From 1 December the institute works from 9:30 AM.');
    expect(item.pubDate).toMatch(RFC_822);
    // Midnight of the publish day at the institute.
    expect(new Date(item.pubDate).toISOString()).toBe(new Date(`${day(-1)}T00:00:00+05:30`).toISOString());
  });

  it('the tenders feed holds the open, published tenders; the events feed every event', async () => {
    await post('tenders', {
      referenceNumber: 'FEED-OPEN',
      title: 'Supply of projectors',
      publishDate: day(-1),
      closingAt: `${day(5)}T15:00`,
    });
    await post('tenders', {
      referenceNumber: 'FEED-CLOSED',
      title: 'Closed tender',
      publishDate: day(-9),
      closingAt: `${day(-1)}T15:00`,
    });
    await post('tenders', {
      referenceNumber: 'FEED-LATER',
      title: 'Not yet published',
      publishDate: day(2),
      closingAt: `${day(9)}T15:00`,
    });
    const open = await post('tenders', {
      referenceNumber: 'FEED-OPEN-2',
      title: 'Printing of training material',
      publishDate: day(0),
      closingAt: `${day(7)}T13:00`,
    });
    const tenders = (await feed('/rss/tenders.xml')).items;
    expect(tenders.map((i) => i.title).sort()).toEqual(['Printing of training material', 'Supply of projectors']);
    // Each item links to its own page (ARCHITECTURE 12.1).
    expect(tenders.find((i) => i.title === 'Printing of training material')?.link).toBe(
      `https://diet.example.org/tenders/${open.id}`,
    );
    const fair = await post('events', {
      title: 'Science Fair',
      date: day(3),
      description: 'Projects of the trainees.',
    });
    const events = await feed('/rss/events.xml');
    expect(events.link).toBe('https://diet.example.org/events/archive');
    expect(events.items).toEqual([
      expect.objectContaining({ title: 'Science Fair', link: `https://diet.example.org/events/${fair.id}` }),
    ]);
    await t.http().get('/rss/library.xml').expect(404);
  });

  it('has a feed per language (?lang=): channel, links and items in Punjabi or Hindi, English where an item has no translation', async () => {
    const translated = await post('notices', {
      title: 'Date sheet of D.El.Ed examinations',
      category: 'Examination',
      body: 'The examinations begin on 2 March.',
      publishDate: day(0),
      translations: {
        pa: { title: 'D.El.Ed ਪ੍ਰੀਖਿਆਵਾਂ ਦੀ ਡੇਟਸ਼ੀਟ', body: 'ਪ੍ਰੀਖਿਆਵਾਂ 2 ਮਾਰਚ ਤੋਂ ਸ਼ੁਰੂ ਹੋਣਗੀਆਂ।' },
        hi: { title: 'D.El.Ed परीक्षाओं की डेटशीट', body: 'परीक्षाएँ 2 मार्च से शुरू होंगी।' },
      },
    });
    const res = await t.http().get('/rss/notices.xml?lang=pa').expect(200);
    expect(res.text).toContain('<language>pa-in</language>');
    expect(res.text).toContain('<atom:link href="https://diet.example.org/rss/notices.xml?lang=pa" rel="self"');
    const pa = parseFeed(res.text);
    expect(pa.title).toBe(`${GLOSSARY.noticesAndCirculars.pa}: ${GLOSSARY.institute.pa}, ${GLOSSARY.faridkot.pa}`);
    expect(pa.link).toBe('https://diet.example.org/pa/notices');
    expect(pa.description).toMatch(/[\u0A00-\u0A7F]/);
    expect(pa.items.find((i) => i.link === `https://diet.example.org/pa/notices/${translated.id}`)).toMatchObject({
      title: 'D.El.Ed ਪ੍ਰੀਖਿਆਵਾਂ ਦੀ ਡੇਟਸ਼ੀਟ',
      description: 'ਪ੍ਰੀਖਿਆਵਾਂ 2 ਮਾਰਚ ਤੋਂ ਸ਼ੁਰੂ ਹੋਣਗੀਆਂ।',
    });
    // The notice without a translation, in English.
    expect(pa.items.map((i) => i.title)).toContain('Winter timings & <hours>');
    const hi = await feed('/rss/notices.xml?lang=hi');
    expect(hi.title).toContain(GLOSSARY.noticesAndCirculars.hi);
    expect(hi.items.map((i) => i.title)).toContain('D.El.Ed परीक्षाओं की डेटशीट');
    // The English feed stays English; an event's Hindi link opens its Hindi page.
    expect((await feed('/rss/notices.xml')).items.map((i) => i.title)).toContain('Date sheet of D.El.Ed examinations');
    expect((await feed('/rss/events.xml?lang=hi')).link).toBe('https://diet.example.org/hi/events/archive');
    expect((await feed('/rss/events.xml?lang=hi')).items[0].link).toMatch(
      /^https:\/\/diet\.example\.org\/hi\/events\/[0-9a-f-]{36}$/,
    );
    const bad = await t
      .http()
      .get('/rss/notices.xml?lang=fr')
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(bad.body.message).toBe(VALIDATION.notAllowed('Language'));
  });

  it('is cached like the lists: a change behind the API is not seen, a write through it is', async () => {
    const before = await feed('/rss/notices.xml');
    await t.dataSource.query(
      `UPDATE notices SET title = 'Changed behind the app' WHERE title = 'Winter timings & <hours>'`,
    );
    expect((await feed('/rss/notices.xml')).items).toEqual(before.items);
    await post('notices', { title: 'Exam date sheet', category: 'Examination', publishDate: day(0) });
    expect((await feed('/rss/notices.xml')).items.map((i) => i.title).sort()).toEqual([
      'Changed behind the app',
      'Date sheet of D.El.Ed examinations',
      'Exam date sheet',
    ]);
  });
});
