// Issue 7, hostile input: script stored in the text fields of many records (through the admin API
// and the public forms) is shown as text on the public pages and in the admin screens, and never
// runs. Each payload would set window.__xss (or open a dialog) if the browser executed it.
import type { Browser, Page } from 'playwright-core';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import {
  adminRecordPath,
  adminScreenPath,
  publicPageOf,
  uniqueFields,
  visitorDefinition,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { searchUrlOf } from '@diet/contracts/search';
import { todayInInstitute } from '@diet/contracts/limits';
import { adminLogin, adminToken, apiRequest, PNG } from '../support/admin';
import { baseUrl, launchBrowser } from '../support/browser';

declare global {
  interface Window {
    __xss?: string;
  }
}

/** Starts with '!' so that lists ordered by name or title show it on their first page. */
const payload = (kind: string) =>
  `!XSS-${kind} <img src=x onerror="window.__xss='${kind}'"><script>window.__xss='${kind}'</script>`;
/** What the page must show, literally, where the record appears. */
const LITERAL = `<img src=x onerror="window.__xss=`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let token = '';
/** The id of each type's hostile record, by path: a record that references one names it. */
const created = new Map<string, string>();
/** Stores a record: as the administrator, or as a visitor where `admin` is false. */
const api = (path: string, body: Record<string, unknown> | FormData, admin = true) =>
  apiRequest('POST', path, body, admin ? token : undefined);
function form(fields: Record<string, string>, file: [string, Buffer, string, string]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  const [field, buf, name, type] = file;
  data.append(field, new Blob([new Uint8Array(buf)], { type }), name);
  return data;
}

/**
 * A record of any content type with the payload in every text field, valid otherwise, public today
 * and first in its lists (yes/no fields yes: a pinned notice comes first). Its dates are yesterday,
 * so that it is on every dated page (the events archive lists past events only); optional dates
 * stay empty (a notice without expiry stays current).
 */
function hostileRecord(definition: ContentTypeDefinition): Record<string, unknown> | FormData {
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  let file: [string, Buffer, string, string] | null = null;
  // One moment for every date-time field: read per field, the clock could tick between a training's
  // end and its enrolment's close, and 'Enrolment must close by the end of the training' refused it.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  for (const [name, f] of Object.entries(definition.fields)) {
    if (f.managed) continue;
    // An e-mail field takes only an address, an ISBN field only an ISBN: the payload goes into the free-text fields.
    if (f.kind === 'text' && f.isbn) fields[name] = '9780306406157';
    else if ((f.kind === 'text' || f.kind === 'longText') && !f.email)
      fields[name] = payload(`${definition.name}${name === 'title' ? '' : `-${name}`}`).slice(0, f.max);
    else if (f.kind === 'textList') lists[name] = [payload(`${definition.name}-${name}`)];
    else if (f.kind === 'choice') fields[name] = f.values[0];
    else if (f.kind === 'integer') fields[name] = String(f.default ?? f.min ?? 1);
    else if (f.kind === 'boolean') fields[name] = 'true';
    else if (f.kind === 'date' && f.required) fields[name] = todayInInstitute(new Date(Date.now() - 86_400_000));
    // A moment a day ahead: a tender open now, first among those closing soonest.
    else if (f.kind === 'dateTime' && f.required) fields[name] = tomorrow;
    // The hostile record of the type it names, stored before it (CONTENT_TYPES lists owners first).
    else if (f.kind === 'reference') fields[name] = created.get(f.to) ?? '';
    else if ((f.kind === 'file' || f.kind === 'image') && f.required)
      file = [
        name,
        f.kinds.includes('pdf') ? PDF : PNG,
        f.kinds.includes('pdf') ? 'x.pdf' : 'x.png',
        f.kinds.includes('pdf') ? 'application/pdf' : 'image/png',
      ];
  }
  return file ? form(fields, file) : { ...fields, ...lists };
}
/** Every content type with free text (results have none): its admin screen, and its public page when it has one. */
const TYPED = CONTENT_TYPES.filter((d) =>
  Object.values(d.fields).some((f) => f.kind === 'text' || f.kind === 'longText'),
);
const CONTENT_ADMIN = TYPED.map((d) => [`/admin/${adminScreenPath(d)}`, d.name]);
const CONTENT_PUBLIC = TYPED.flatMap((d) => {
  const page = publicPageOf(d);
  if (page) return [[page, d.name]];
  // A type whose items have their own address and no list page (the site pages): the item's page.
  const record = hostileRecord(d);
  return d.public && d.public.itemPath && !(record instanceof FormData) ? [[searchUrlOf(d, record), d.name]] : [];
});

/** What visitors may create (a research proposal), without the honeypot: shown on the type's admin screen. */
const VISITOR_CREATES = CONTENT_TYPES.filter((d) => d.visitorCreate).map((d) => {
  const { [d.visitorCreate!.honeypot ?? '']: _honeypot, ...fields } = visitorDefinition(d).fields;
  return {
    path: `/api/${d.path}/${d.visitorCreate!.segment}`,
    definition: { ...d, name: `${d.name}-visitor`, fields },
  };
});
const VISITOR_ADMIN = VISITOR_CREATES.map((v) => [`/admin/${v.definition.path}`, v.definition.name]);

/** What the tests overwrote, put back afterwards (other browser tests of the suite read those pages). */
const restores: (() => Promise<unknown>)[] = [];

/**
 * Stores the hostile record of a type. A type with a fixed set of records (a unique choice: the
 * site pages, one per address) already holds the one it would add: that one is overwritten, and
 * restored after the tests. Answers the record's id.
 */
async function storeHostile(definition: ContentTypeDefinition): Promise<string> {
  const record = hostileRecord(definition);
  const fixed = uniqueFields(definition).find(([name]) => definition.fields[name].kind === 'choice');
  if (!fixed || record instanceof FormData)
    return ((await api(`/api/admin/${adminRecordPath(definition)}`, record)) as { id: string }).id;
  const list = await fetch(
    `${baseUrl()}/api/admin/${definition.path}?${fixed[0]}=${encodeURIComponent(String(record[fixed[0]]))}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const {
    id,
    createdAt: _c,
    updatedAt: _u,
    ...original
  } = ((await list.json()) as { data: Record<string, unknown>[] }).data[0];
  const path = `/api/admin/${adminRecordPath(definition)}/${String(id)}`;
  await apiRequest('PUT', path, record, token);
  restores.push(() => apiRequest('PUT', path, original, token));
  return String(id);
}

let browser: Browser;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  token = await adminToken();
  // The event last of the typed records: the dashboard's ten recent activities must still name it,
  // however many types the registry lists after events.
  const eventLast = [...TYPED.filter((d) => d.name !== 'event'), ...TYPED.filter((d) => d.name === 'event')];
  for (const definition of eventLast) created.set(definition.path, await storeHostile(definition));
  for (const visitor of VISITOR_CREATES) await api(visitor.path, hostileRecord(visitor.definition), false);
  await api(
    '/api/contact',
    { name: payload('contact'), email: 'xss@example.org', subject: 'general', message: payload('message') },
    false,
  );
  await api(
    '/api/newsletter/subscribe',
    { name: payload('subscriber'), email: 'xss-subscriber@example.org', type: 'Public' },
    false,
  );

  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
afterAll(async () => {
  await browser?.close();
  for (const restore of restores) await restore();
});

/** Opens a page, waits for the record to show, and checks that it shows as text and nothing ran. */
async function expectInert(path: string, kind: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByText(`XSS-${kind}`).first().waitFor({ timeout: 20_000 });
  const shown = await page.getByText(`XSS-${kind}`).first().innerText();
  expect({ path, shown: shown.includes(LITERAL) }).toEqual({ path, shown: true });
  // Nothing injected became an element of the page.
  expect(await page.locator('img[src="x"], script:not([src])').filter({ hasText: /__xss/ }).count()).toBe(0);
  expect(await page.locator('img[onerror]').count()).toBe(0);
  expect({ path, ran: await page.evaluate(() => window.__xss ?? null), dialogs }).toEqual({
    path,
    ran: null,
    dialogs: [],
  });
}

it.each([['/', 'event'], ...CONTENT_PUBLIC])('public page %s shows the stored script as text', async (path, kind) => {
  await expectInert(path, kind);
});

describe('admin screens', () => {
  beforeAll(async () => {
    await adminLogin(page);
  });

  it.each([
    ['/admin', 'event'],
    ['/admin/messages', 'contact'],
    ['/admin/newsletter', 'subscriber'],
    ...CONTENT_ADMIN,
    ...VISITOR_ADMIN,
  ])('%s shows the stored script as text', async (path, kind) => {
    await expectInert(path, kind);
  });
});
