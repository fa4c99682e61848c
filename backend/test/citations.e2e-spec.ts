/**
 * One item as a citation (GET /api/<path>/<id>/cite?format=ris|bibtex, ARCHITECTURE 12.6), for every
 * type whose definition gives its items public and RIS tags: one AU line (one BibTeX name) per
 * author, the item page's address, the institute as the publisher of its own papers; a format it
 * does not know is refused with the message, in the visitor's language; an unknown or unpublished
 * item is not found.
 */
import { adminRecordPath, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { MESSAGES_PA } from '@diet/contracts/i18n/messages.pa';
import { CITATION } from '@diet/contracts/messages';
import { itemPageHref } from '@diet/contracts/public-routes';
import { createAsOffice } from './utils/content-samples';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

const PUBLIC_URL = 'https://diet.example.in';
const CITED = CONTENT_TYPES.filter((d) => d.public && d.public.get && d.public.ris);
const risOf = (d: ContentTypeDefinition) => (d.public ? d.public.ris! : undefined)!;
const fieldOf = (d: ContentTypeDefinition, tag: string) => risOf(d).tags[tag];

describeApi('citations of one item', () => {
  let t: TestApp;
  let token: string;
  let institute: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    token = await loginToken(t);
    institute = (await t.http().get('/api/site').expect(200)).body.data.instituteName;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are given by research papers, from the definitions', () => {
    expect(CITED.map((d) => d.path)).toEqual(['research']);
  });

  describe.each(CITED.map((d) => [d.path, d] as const))('%s', (_path, definition) => {
    let id: string;
    const title = 'Reading 50% faster: {phonics} & play in class_2';
    beforeAll(async () => {
      id = await createAsOffice(t, token, definition, {
        [fieldOf(definition, 'TI')]: title,
        [fieldOf(definition, 'AU')]: 'Harpreet Kaur (M.Ed scholar), Gurdeep Singh and Anand Sharma',
      });
    });
    const cite = (format: string, lang = '') =>
      t.http().get(`/api/${definition.path}/${id}/cite?format=${format}${lang ? `&lang=${lang}` : ''}`);

    it('as RIS: one line per author, the page, the institute for its own work', async () => {
      const res = await cite('ris').expect(200);
      expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${definition.path}-${id}.ris"`);
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe(`TY  - ${risOf(definition).type}`);
      expect(lines).toContain(`TI  - ${title}`);
      expect(lines.filter((l) => l.startsWith('AU  - '))).toEqual([
        'AU  - Harpreet Kaur (M.Ed scholar)',
        'AU  - Gurdeep Singh',
        'AU  - Anand Sharma',
      ]);
      expect(lines).toContain(`UR  - ${PUBLIC_URL}${itemPageHref(definition.path, id)}`);
      if (risOf(definition).byInstitute) expect(lines).toContain(`PB  - ${institute}`);
      expect(lines.at(-2)).toBe('ER  - ');
    });

    it('as BibTeX: the entry type of the record type, names joined by and, TeX specials escaped', async () => {
      const res = await cite('bibtex').expect(200);
      expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${definition.path}-${id}.bib"`);
      const item = (await t.http().get(`/api/${definition.path}/${id}`).expect(200)).body.data;
      const year = item[fieldOf(definition, 'PY')];
      expect(res.text).toMatch(new RegExp(`^@techreport\\{Kaur${year}${id.replace(/-/g, '').slice(0, 8)},\\n`));
      expect(res.text).toContain('  title = {Reading 50\\% faster: \\{phonics\\} \\& play in class\\_2},\n');
      expect(res.text).toContain('  author = {Harpreet Kaur (M.Ed scholar) and Gurdeep Singh and Anand Sharma},\n');
      expect(res.text).toContain(`  year = {${year}},\n`);
      expect(res.text).toContain(`  url = {${PUBLIC_URL}${itemPageHref(definition.path, id)}}`);
      expect(res.text).toContain(`  institution = {${institute}}`);
      expect(res.text.endsWith('}\n')).toBe(true);
    });

    it("in a visitor's language: the page in that language", async () => {
      const res = await cite('ris', 'pa').expect(200);
      expect(res.text).toContain(`UR  - ${PUBLIC_URL}/pa${itemPageHref(definition.path, id)}\r\n`);
    });

    it('refuses a format it does not know, in the visitor language', async () => {
      for (const format of ['xml', ''])
        expect((await cite(format).expect(400)).body.message).toBe(CITATION.formatInvalid);
      expect((await cite('endnote', 'pa').expect(400)).body.message).toBe(MESSAGES_PA[CITATION.formatInvalid]);
    });

    it('is not found for an unknown or unpublished item', async () => {
      await t.http().get(`/api/${definition.path}/0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f/cite?format=ris`).expect(404);
      const draft = await createAsOffice(t, token, definition, { publishState: 'draft' });
      await t.http().get(`/api/${definition.path}/${draft}/cite?format=bibtex`).expect(404);
      await t
        .http()
        .delete(`/api/admin/${adminRecordPath(definition)}/${draft}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
    });
  });
});
