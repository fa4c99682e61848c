/**
 * The item page of every content type that has one (ARCHITECTURE 12.1), walked from the
 * definitions: /<path>/<id> in English, Punjabi and Hindi comes from the server rendered by the real
 * frontends' server bundles, with the item's title as its heading and <title>, its canonical
 * address, hreflang alternates and Open Graph tags; an unknown, unpublished, scheduled or trashed
 * id is the 'page not found' page with status 404 (a malformed one 400 where the type says so).
 */
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { join } from 'node:path';
import { adminRecordPath, itemPageOf, titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { itemPageHref } from '@diet/contracts/public-routes';
import { LANGUAGES, pathInLanguage, type Language } from '@diet/contracts/languages';
import { findRepoRoot } from '../src/config/app-config';
import { createAsOffice } from './utils/content-samples';
import { withInstituteName } from './utils/institute-name';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

jest.setTimeout(600_000);

const ROOT = findRepoRoot(__dirname);
const PUBLIC_URL = 'https://diet.example.in';
const ITEM_TYPES = CONTENT_TYPES.filter((d) => itemPageOf(d));
/** The item's title in each language (types whose title is a translatable text). */
const TITLES: Record<Language, string> = {
  en: 'Item page check',
  pa: 'ਆਈਟਮ ਪੰਨੇ ਦੀ ਜਾਂਚ',
  hi: 'आइटम पेज की जाँच',
};
/** The 'page not found' page's heading (mfe-public/src/i18n). */
const NOT_FOUND: Record<Language, string> = { en: 'Page not found', pa: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ', hi: 'पृष्ठ नहीं मिला' };
/** Authors as an office types them: commas and an 'and' ('Anand' keeps its 'and'). */
const AUTHORS = 'Harpreet Kaur, Gurdeep Singh and Anand Sharma';
const A_UUID = '0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';

/** The one value of an attribute of the first tag matching `tag` with `key`. */
const attribute = (html: string, tag: RegExp) => html.match(tag)?.[1];
const meta = (html: string, property: string) =>
  attribute(html, new RegExp(`<meta property="${property}" content="([^"]*)">`));
/** Every value of a named meta tag (Scholar's citation_author comes once per author). */
const named = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

type Block = Record<string, unknown> & { '@type': string };
/** Every JSON-LD block of a page, parsed: each must be JSON of schema.org's context. */
function jsonLd(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => {
    const block = JSON.parse(m[1]) as Block;
    expect(block['@context']).toBe('https://schema.org');
    return block;
  });
}
const ofType = (blocks: Block[], type: string) => blocks.filter((b) => b['@type'] === type);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+05:30)?$/;
const absoluteUrl = expect.stringMatching(new RegExp(`^${PUBLIC_URL}/`));

/** What Google's structured data guidelines require of each kind an item page may carry. */
const REQUIRED: Record<string, (block: Block) => void> = {
  Event: (block) => {
    expect(block).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        startDate: expect.stringMatching(ISO_DAY),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: expect.stringMatching(
          /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
        ),
      }),
    );
    for (const location of [block.location].flat() as Block[])
      if (location['@type'] === 'Place') expect(location.name).toEqual(expect.any(String));
      else expect(location).toEqual({ '@type': 'VirtualLocation', url: expect.any(String) });
  },
  Course: (block) => {
    expect(block).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        description: expect.any(String),
        provider: expect.objectContaining({ '@type': 'EducationalOrganization', name: expect.any(String) }),
        hasCourseInstance: expect.objectContaining({
          '@type': 'CourseInstance',
          courseMode: expect.stringMatching(/^(Onsite|Online|Blended)$/),
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          courseWorkload: expect.stringMatching(/^PT\d+H$/),
        }),
      }),
    );
  },
  ScholarlyArticle: (block) => {
    expect(block).toEqual(
      expect.objectContaining({
        headline: expect.any(String),
        author: expect.arrayContaining([{ '@type': 'Person', name: expect.any(String) }]),
        datePublished: expect.stringMatching(/^\d{4}/),
        url: absoluteUrl,
      }),
    );
    expect((block.headline as string).length).toBeLessThanOrEqual(110);
  },
};

describeApi('the item page of every content type with one', () => {
  let t: TestApp;
  let token: string;
  const page = (path: string) => t.http().get(path).set({ Accept: 'text/html', 'Accept-Language': 'en-GB,en;q=0.9' });

  beforeAll(async () => {
    // The pages are rendered by the frontends' own server bundles: built when their sources changed.
    const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The build failed; see above.');
    t = await createTestApp({ env: { SERVE_FRONTENDS: 'true', PUBLIC_URL } });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const titled = (definition: ContentTypeDefinition) => {
    const field = definition.fields[titleFieldOf(definition)];
    return field.kind === 'text' && field.translatable === true;
  };

  /** A record made by the office, its title in three languages where it is a translatable text; its id. */
  async function create(definition: ContentTypeDefinition, extra: Record<string, string> = {}): Promise<string> {
    const title = titleFieldOf(definition);
    const body: Record<string, unknown> = { ...extra };
    if (titled(definition)) {
      body[title] = `${TITLES.en} ${definition.path}`;
      body.translations = {
        pa: { [title]: `${TITLES.pa} ${definition.path}` },
        hi: { [title]: `${TITLES.hi} ${definition.path}` },
      };
    }
    return createAsOffice(t, token, definition, body);
  }

  it('gives every type visitors read one by one on a page its item page, from the definitions', () => {
    expect(ITEM_TYPES.map((d) => d.path).sort()).toEqual([
      'admissions',
      'downloads',
      'events',
      'gallery',
      'notices',
      'research',
      'results',
      'study-material',
      'tenders',
      'trainings',
    ]);
  });

  it.each(ITEM_TYPES.map((d) => [d.path, d] as const))(
    '%s: the item page in three languages, server-rendered with its title, canonical, hreflang and Open Graph',
    async (_path, definition) => {
      const mapping = definition.public ? definition.public.schemaOrg : undefined;
      // Three authors as people type them: each is one citation_author and one Person.
      const authors = mapping?.kind === 'ScholarlyArticle' ? { [mapping.author]: AUTHORS } : {};
      const id = await create(definition, authors);
      const item = (await t.http().get(`/api/${definition.path}/${id}`).expect(200)).body.data as Record<
        string,
        unknown
      >;
      for (const language of LANGUAGES) {
        const href = pathInLanguage(itemPageHref(definition.path, id)!, language);
        const res = await page(href).expect(200);
        const html = res.text;
        expect(html).toContain(`<html lang="${language}">`);
        const heading = attribute(html, /<h1 id="page-title"[^>]*>([^<]*)<\/h1>/);
        if (titled(definition)) expect(heading).toBe(`${TITLES[language]} ${definition.path}`);
        // A result is named by its course, semester and year (the year in figures in every language).
        else expect(heading).toContain(String(item.year));
        expect(attribute(html, /<title>([^<]*)<\/title>/)).toMatch(new RegExp(`^${heading} \\| `));
        const url = `${PUBLIC_URL}${href}`;
        expect(html).toContain(`<link rel="canonical" href="${url}">`);
        for (const other of LANGUAGES)
          expect(html).toContain(
            `<link rel="alternate" hreflang="${other}" href="${PUBLIC_URL}${pathInLanguage(href, other)}">`,
          );
        expect(meta(html, 'og:title')).toBe(heading);
        expect(meta(html, 'og:url')).toBe(url);
        expect(meta(html, 'og:description')).toBeTruthy();
        expect(attribute(html, /<meta name="description" content="([^"]*)">/)).toBe(meta(html, 'og:description'));
        // A picture is shared with the item: its absolute address.
        const picture = Object.entries(definition.fields).find(([, f]) => f.kind === 'image')?.[0];
        if (picture) expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${String(item[picture])}`);
        // Else the institute's card, in the page's language.
        else
          expect(meta(html, 'og:image')).toMatch(
            new RegExp(
              `^${PUBLIC_URL}/api/site/share-card\\.png\\?${language === 'en' ? '' : `lang=${language}&amp;`}v=`,
            ),
          );
        // Structured data: the way back as a BreadcrumbList, and what the type's definition says the item is.
        const blocks = jsonLd(html);
        const [crumbs] = ofType(blocks, 'BreadcrumbList');
        const list =
          definition.public && definition.public.pagePath ? definition.public.pagePath : `/${definition.path}`;
        expect(crumbs.itemListElement).toEqual([
          {
            '@type': 'ListItem',
            position: 1,
            name: expect.any(String),
            item: `${PUBLIC_URL}${pathInLanguage('/', language)}`,
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: expect.any(String),
            item: `${PUBLIC_URL}${pathInLanguage(list, language)}`,
          },
          { '@type': 'ListItem', position: 3, name: heading, item: url },
        ]);
        const kind = mapping?.kind;
        expect(blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', ...(kind ? [kind] : [])].sort());
        if (kind) {
          const [own] = ofType(blocks, kind);
          REQUIRED[kind](own);
          expect(own).toEqual(
            expect.objectContaining({
              name: heading,
              url,
              inLanguage: titled(definition) ? language : expect.any(String),
            }),
          );
        }
        // Google Scholar's tags on a paper's page; none elsewhere.
        if (mapping?.kind === 'ScholarlyArticle') {
          expect(named(html, 'citation_title')).toEqual([heading]);
          expect(named(html, 'citation_author')).toEqual(['Harpreet Kaur', 'Gurdeep Singh', 'Anand Sharma']);
          expect(ofType(blocks, mapping.kind)[0].author).toEqual(
            ['Harpreet Kaur', 'Gurdeep Singh', 'Anand Sharma'].map((name) => ({ '@type': 'Person', name })),
          );
          expect(named(html, 'citation_publication_date')).toEqual([String(item.year)]);
          const file =
            mapping.file && item[`${mapping.file}Type`] === 'application/pdf' ? item[mapping.file] : undefined;
          expect(named(html, 'citation_pdf_url')).toEqual(file ? [`${PUBLIC_URL}${String(file)}`] : []);
        } else expect(html).not.toContain('name="citation_');
        // The back link to the list page.
        expect(html).toMatch(
          new RegExp(
            `<a class="[^"]*" href="${pathInLanguage(
              definition.public && definition.public.pagePath ? definition.public.pagePath : `/${definition.path}`,
              language,
            )}"`,
          ),
        );
      }
    },
  );

  it.each(ITEM_TYPES.map((d) => [d.path, d] as const))(
    '%s: an unknown, unpublished, scheduled or trashed id is the 404 page, a malformed one as the type says',
    async (_path, definition) => {
      const draft = await create(definition, { publishState: 'draft' });
      const scheduled = await create(definition, {
        publishState: 'published',
        publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      });
      const trashed = await create(definition);
      await t
        .http()
        .delete(`/api/admin/${adminRecordPath(definition)}/${trashed}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      for (const id of [A_UUID, draft, scheduled, trashed])
        for (const language of LANGUAGES) {
          const res = await page(pathInLanguage(itemPageHref(definition.path, id)!, language)).expect(404);
          // The 'page not found' page itself, rendered by the server, in the page's language.
          expect(attribute(res.text, /<h1 id="page-title"[^>]*>([^<]*)<\/h1>/)).toBe(NOT_FOUND[language]);
          expect(res.text).not.toContain('rel="canonical"');
          expect(jsonLd(res.text)).toEqual([]);
        }
      const malformed = definition.public && definition.public.malformedIdIs400 ? 400 : 404;
      await page(itemPageHref(definition.path, 'not-an-id')!).expect(malformed);
    },
  );

  it('the home page describes the institute as the office published it, in three languages', async () => {
    for (const language of LANGUAGES) {
      const site = (
        await t
          .http()
          .get(`/api/site${language === 'en' ? '' : `?lang=${language}`}`)
          .expect(200)
      ).body.data as {
        instituteName: string;
        phone: string;
        address: { lines: string[]; pin: string };
        social: { url?: string }[];
        emblems: { src: string }[];
      };
      const html = (await page(pathInLanguage('/', language)).expect(200)).text;
      const [institute, ...others] = jsonLd(html);
      expect(others).toEqual([]);
      const sameAs = site.social.map((link) => link.url).filter(Boolean);
      expect(institute).toEqual(
        expect.objectContaining({
          '@type': 'EducationalOrganization',
          name: site.instituteName,
          url: `${PUBLIC_URL}${pathInLanguage('/', language)}`,
          telephone: site.phone,
          address: expect.objectContaining({
            '@type': 'PostalAddress',
            streetAddress: site.address.lines.join(', '),
            postalCode: site.address.pin,
            addressCountry: 'IN',
          }),
        }),
      );
      expect(institute.sameAs).toEqual(sameAs.length ? sameAs : undefined);
      expect(institute.logo).toEqual(site.emblems[0] ? `${PUBLIC_URL}${site.emblems[0].src}` : undefined);
      expect(html).not.toContain('name="citation_');
    }
  });

  it("shares every page without a picture of its own with the institute's card, drawn in the page's language", async () => {
    const cardOf = async (path: string) => {
      const html = (await page(path).expect(200)).text;
      expect(attribute(html, /<meta name="twitter:card" content="([^"]*)">/)).toBe('summary_large_image');
      return meta(html, 'og:image')!.replace(/&amp;/g, '&').replace(PUBLIC_URL, '');
    };
    const pictures = new Set<string>();
    for (const language of LANGUAGES)
      for (const path of ['/', '/notices', '/contact']) {
        const card = await cardOf(pathInLanguage(path, language));
        const res = await t.http().get(card).buffer(true).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(res.body as Buffer).metadata()).toEqual(
          expect.objectContaining({ format: 'png', width: 1200, height: 630 }),
        );
        pictures.add((res.body as Buffer).toString('base64'));
      }
    // One card per language, the same on every page.
    expect(pictures.size).toBe(LANGUAGES.length);
    // A new name draws a new card at a new address; the old address is kept only briefly.
    const before = await cardOf('/');
    await withInstituteName(t, token, 'Government Institute of Teacher Training', async () => {
      const after = await cardOf('/');
      expect(after).not.toBe(before);
      const fresh = await t.http().get(after).buffer(true).expect(200);
      expect(pictures.has((fresh.body as Buffer).toString('base64'))).toBe(false);
      expect((await t.http().get(before).expect(200)).headers['cache-control']).toBe('public, max-age=300');
    });
  });
});
