/**
 * Content and API in three languages (ARCHITECTURE.md 11.2): the office saves `translations` (JSON
 * or a JSON string in multipart) and reads them back; visitors read each translatable field in
 * `?lang=`, English where a translation is missing; the office's missing-translation filter and the
 * search over translations; bad translations answer 400 with a clear message; error texts follow
 * `?lang=` and Accept-Language, and English stays SPEC.md's.
 */
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { MESSAGES_HI } from '@diet/contracts/i18n/messages.hi';
import { MESSAGES_PA } from '@diet/contracts/i18n/messages.pa';
import { GLOSSARY } from '@diet/contracts/glossary';
import { TOASTS } from '@diet/contracts/toasts';
import { fields, PDF, PNG } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { instituteDayOffset } from '../src/common/institute-date';

describeApi('content in three languages', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const notice = {
    title: 'Admission open',
    category: 'Admission',
    body: 'Forms are available at the office.',
    publishDate: instituteDayOffset(-1),
  };
  const punjabi = { title: 'ਦਾਖ਼ਲਾ ਸ਼ੁਰੂ', body: 'ਫ਼ਾਰਮ ਦਫ਼ਤਰ ਵਿੱਚ ਮਿਲਦੇ ਹਨ।' };
  const add = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/admin/notices').set(auth()).send(body).expect(201)).body.data;
  const publicTitles = async (query: string) =>
    (await t.http().get(`/api/notices${query}`).expect(200)).body.data.map((n: { title: string }) => n.title);
  const missing = async (language: string) =>
    (await t.http().get(`/api/admin/notices?missingTranslation=${language}`).set(auth()).expect(200)).body.data.map(
      (n: { title: string }) => n.title,
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('saves translations, answers them to the office, and each language to visitors with English where one is missing', async () => {
    const created = await add({ ...notice, translations: { pa: punjabi, hi: { title: 'प्रवेश आरंभ', body: '  ' } } });
    // Blank texts are no translation: the Hindi body falls back to English.
    expect(created.translations).toEqual({ pa: punjabi, hi: { title: 'प्रवेश आरंभ' } });
    const admin = (await t.http().get(`/api/admin/notices/${created.id}`).set(auth()).expect(200)).body.data;
    expect(admin).toMatchObject({ title: notice.title, translations: { pa: punjabi } });

    const pa = (await t.http().get(`/api/notices/${created.id}?lang=pa`).expect(200)).body.data;
    expect(pa).toMatchObject(punjabi);
    expect(pa).not.toHaveProperty('translations');
    const hi = (await t.http().get('/api/notices?lang=hi').expect(200)).body.data[0];
    expect(hi).toMatchObject({ title: 'प्रवेश आरंभ', body: notice.body });
    const en = (await t.http().get('/api/notices?lang=en').expect(200)).body.data[0];
    expect(en).toMatchObject({ title: notice.title, body: notice.body });
    expect((await t.http().get('/api/notices').expect(200)).body.data[0]).toMatchObject({ title: notice.title });

    // A PUT without translations keeps them; one with them replaces them all.
    await t
      .http()
      .put(`/api/admin/notices/${created.id}`)
      .set(auth())
      .send({ ...notice, title: 'Admission open now' })
      .expect(200);
    expect((await t.http().get(`/api/notices/${created.id}?lang=pa`).expect(200)).body.data.title).toBe(punjabi.title);
    const replaced = await t
      .http()
      .put(`/api/admin/notices/${created.id}`)
      .set(auth())
      .send({ ...notice, translations: { hi: { title: 'प्रवेश' } } })
      .expect(200);
    expect(replaced.body.data.translations).toEqual({ hi: { title: 'प्रवेश' } });
    expect((await t.http().get(`/api/notices/${created.id}?lang=pa`).expect(200)).body.data.title).toBe(notice.title);
    await t.http().delete(`/api/admin/notices/${created.id}`).set(auth()).expect(200);
  });

  it('takes translations as a JSON string in multipart', async () => {
    const res = await fields(t.http().post('/api/admin/gallery').set(auth()), {
      title: 'Annual day',
      category: 'Events',
      date: '2026-01-10',
    })
      .field('translations', JSON.stringify({ pa: { title: 'ਸਾਲਾਨਾ ਦਿਵਸ' } }))
      .attach('image', PNG, 'day.png')
      .expect(201);
    expect(res.body.data.translations).toEqual({ pa: { title: 'ਸਾਲਾਨਾ ਦਿਵਸ' } });
    const item = (await t.http().get(`/api/gallery?lang=pa`).expect(200)).body.data.find(
      (g: { id: string }) => g.id === res.body.data.id,
    );
    expect(item.title).toBe('ਸਾਲਾਨਾ ਦਿਵਸ');
  });

  it("answers a tender's documents and corrigenda in the visitor's language too, and names each field left in English (issue 39 item 4)", async () => {
    const tender = (
      await t
        .http()
        .post('/api/admin/tenders')
        .set(auth())
        .send({
          referenceNumber: 'DIET/FDK/2026/39',
          title: 'Supply of projectors',
          description: 'Two projectors for the classrooms.',
          publishDate: instituteDayOffset(-1),
          closingAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          translations: { pa: { title: 'ਪ੍ਰੋਜੈਕਟਰਾਂ ਦੀ ਸਪਲਾਈ' } },
        })
        .expect(201)
    ).body.data;
    await fields(t.http().post('/api/admin/tender-documents').set(auth()), {
      tender: tender.id,
      title: 'Notice Inviting Tender',
    })
      .field('translations', JSON.stringify({ pa: { title: 'ਟੈਂਡਰ ਮੰਗਣ ਸਬੰਧੀ ਨੋਟਿਸ' } }))
      .attach('file', PDF, 'nit.pdf')
      .expect(201);
    await fields(t.http().post('/api/admin/tender-corrigenda').set(auth()), {
      tender: tender.id,
      title: 'Corrigendum 1',
      date: instituteDayOffset(0),
    })
      .attach('file', PDF, 'c1.pdf')
      .expect(201);

    const pa = (await t.http().get('/api/tenders?lang=pa').expect(200)).body.data.find(
      (r: { id: string }) => r.id === tender.id,
    );
    expect(pa).toMatchObject({ title: 'ਪ੍ਰੋਜੈਕਟਰਾਂ ਦੀ ਸਪਲਾਈ', untranslated: ['description'] });
    expect(pa.documents).toEqual([expect.objectContaining({ title: 'ਟੈਂਡਰ ਮੰਗਣ ਸਬੰਧੀ ਨੋਟਿਸ' })]);
    expect(pa.documents[0]).not.toHaveProperty('translations');
    expect(pa.documents[0]).not.toHaveProperty('untranslated');
    expect(pa.corrigenda).toEqual([expect.objectContaining({ title: 'Corrigendum 1', untranslated: ['title'] })]);
    expect((await t.http().get(`/api/tenders/${tender.id}?lang=pa`).expect(200)).body.data.documents[0].title).toBe(
      'ਟੈਂਡਰ ਮੰਗਣ ਸਬੰਧੀ ਨੋਟਿਸ',
    );
    // Hindi has no translation at all: every text in English, and said so.
    const hi = (await t.http().get(`/api/tenders/${tender.id}?lang=hi`).expect(200)).body.data;
    expect(hi).toMatchObject({ title: 'Supply of projectors', untranslated: ['title', 'description'] });
    expect(hi.documents[0]).toMatchObject({ title: 'Notice Inviting Tender', untranslated: ['title'] });
    // In English nothing is a fallback, and the office's translations stay the office's.
    const en = (await t.http().get(`/api/tenders/${tender.id}`).expect(200)).body.data;
    for (const record of [en, en.documents[0], en.corrigenda[0]]) {
      expect(record).not.toHaveProperty('untranslated');
      expect(record).not.toHaveProperty('translations');
    }
    await t.http().delete(`/api/admin/tenders/${tender.id}`).set(auth()).expect(200);
  });

  it('lists the records lacking a translation in a language, and finds records by their translations', async () => {
    await add({
      ...notice,
      title: 'Fully translated',
      translations: { pa: { title: 'ਪੂਰਾ', body: 'ਪੂਰਾ ਅਨੁਵਾਦ' }, hi: { title: 'पूरा', body: 'पूरा अनुवाद' } },
    });
    await add({ ...notice, title: 'Punjabi only', translations: { pa: { title: 'ਸਿਰਫ਼ ਪੰਜਾਬੀ', body: 'ਪੰਜਾਬੀ' } } });
    await add({ ...notice, title: 'Punjabi title only', translations: { pa: { title: 'ਸਿਰਲੇਖ' } } });
    await add({ ...notice, title: 'No body', body: '', translations: { pa: { title: 'ਬਿਨਾਂ ਵੇਰਵੇ' } } });
    expect((await missing('pa')).sort()).toEqual(['Punjabi title only']);
    expect((await missing('hi')).sort()).toEqual(['No body', 'Punjabi only', 'Punjabi title only']);

    expect(await publicTitles(`?q=${encodeURIComponent('ਸਿਰਫ਼')}`)).toEqual(['Punjabi only']);
    expect(await publicTitles(`?lang=pa&q=${encodeURIComponent('ਪੂਰਾ')}`)).toEqual(['ਪੂਰਾ']);

    const bad = await t.http().get('/api/admin/notices?missingTranslation=fr').set(auth()).expect(400);
    expect(bad.body.message).toBe(VALIDATION.notAllowed('Missing translation'));
    const badLang = await t.http().get('/api/notices?lang=fr').expect(400);
    expect(badLang.body.message).toBe(VALIDATION.notAllowed('Language'));
  });

  it.each([
    ['translations', 'Translations must be an object of languages, such as {"pa": {"title": "..."}}', 'not json'],
    ['translations', 'Translations must be an object of languages, such as {"pa": {"title": "..."}}', ['pa']],
    ['translations.fr', 'Unknown language: fr (translations are in pa or hi)', { fr: { title: 'Admission ouverte' } }],
    ['translations.pa.category', 'Category has no translations', { pa: { category: 'ਦਾਖ਼ਲਾ' } }],
    ['translations.pa.colour', 'Unknown field: translations.pa.colour', { pa: { colour: 'ਲਾਲ' } }],
    ['translations.hi.title', 'Title (Hindi) must be at most 200 characters', { hi: { title: 'अ'.repeat(201) } }],
    ['translations.pa.body', 'Body (Punjabi) is not valid', { pa: { body: 12 } }],
  ])('refuses bad translations: %s %s', async (field, message, translations) => {
    const res = await t
      .http()
      .post('/api/admin/notices')
      .set(auth())
      .send({ ...notice, translations });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      statusCode: 400,
      error: message,
      message,
      details: withRequestId({ [field]: message }),
    });
  });

  it('refuses translations from visitors and on types without translatable fields', async () => {
    const trainee = await t
      .http()
      .post('/api/admin/diksha-lab/trainee')
      .set(auth())
      .send({ teacherName: 'A', translations: {} });
    expect(trainee.status).toBe(400);
    expect(trainee.body.details.translations).toBe(VALIDATION.unknownField('translations'));
    const proposal = await fields(t.http().post('/api/research/proposal'), {
      title: 'T',
      author: 'A',
      year: 2024,
      description: 'D',
      status: 'Ongoing',
    })
      .field('translations', JSON.stringify({ pa: { title: 'ਖੋਜ' } }))
      .attach('file', PDF, 'p.pdf');
    expect(proposal.status).toBe(400);
    expect(proposal.body.details.translations).toBe(VALIDATION.unknownField('translations'));
  });

  it('describes translations and ?lang= in the API description', async () => {
    const doc = (await t.http().get('/api/docs.json').expect(200)).body;
    const input = doc.components.schemas.NoticeInput.properties.translations;
    expect(input.properties.pa.properties).toEqual({
      title: { type: 'string', maxLength: 200 },
      body: { type: 'string', maxLength: 10_000 },
    });
    expect(doc.components.schemas.Notice.properties.translations).toBeDefined();
    expect(doc.components.schemas.Notice.properties.untranslated.items.enum).toEqual(['title', 'body']);
    expect(doc.paths['/api/notices'].get.parameters.map((p: { name: string }) => p.name)).toContain('lang');
    expect(doc.paths['/api/admin/notices'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'missingTranslation',
    );
  });

  it('answers the site content in Punjabi and Hindi', async () => {
    const en = (await t.http().get('/api/site').expect(200)).body.data;
    const pa = (await t.http().get('/api/site?lang=pa').expect(200)).body.data;
    const hi = (await t.http().get('/api/site?lang=hi').expect(200)).body.data;
    expect(pa.instituteName).toBe(GLOSSARY.institute.pa);
    expect(hi.instituteName).toBe(GLOSSARY.institute.hi);
    for (const site of [pa, hi]) {
      expect(site.principal.message).toHaveLength(en.principal.message.length);
      expect(site.facilities.map((f: { id: string }) => f.id)).toEqual(en.facilities.map((f: { id: string }) => f.id));
      expect(site.facilities[0].title).not.toBe(en.facilities[0].title);
      expect(site.dikshaModules.map((m: { hours: number }) => m.hours)).toEqual(
        en.dikshaModules.map((m: { hours: number }) => m.hours),
      );
      expect(site.address.pin).toBe(en.address.pin);
    }
    expect(pa.principal.message[0]).toMatch(/[\u0A00-\u0A7F]/);
    expect(hi.principal.message[0]).toMatch(/[\u0900-\u097F]/);
    expect((await t.http().get('/api/site?lang=fr').expect(400)).body.message).toBe(VALIDATION.notAllowed('Language'));
  });

  it('writes error texts in Punjabi or Hindi by ?lang= or Accept-Language, and keeps English exactly', async () => {
    const empty = { name: '', email: 'x', subject: 'general', message: '' };
    const english = await t.http().post('/api/contact').send(empty).expect(400);
    expect(english.body.message).toBe(VALIDATION.nameRequired);
    expect(english.body.details).toMatchObject({
      name: VALIDATION.nameRequired,
      email: VALIDATION.emailInvalid,
      message: VALIDATION.messageRequired,
    });
    expect(english.headers.vary).toMatch(/Accept-Language/);

    const pa = await t.http().post('/api/contact?lang=pa').send(empty).expect(400);
    expect(pa.body).toMatchObject({
      error: MESSAGES_PA[VALIDATION.nameRequired],
      message: MESSAGES_PA[VALIDATION.nameRequired],
    });
    expect(pa.body.details).toMatchObject({
      email: MESSAGES_PA[VALIDATION.emailInvalid],
      message: MESSAGES_PA[VALIDATION.messageRequired],
    });

    const hi = await t
      .http()
      .post('/api/contact')
      .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
      .send(empty)
      .expect(400);
    expect(hi.body.message).toBe(MESSAGES_HI[VALIDATION.nameRequired]);
    // ?lang= wins over the header; a language we do not have is English.
    expect((await t.http().post('/api/contact?lang=en').set('Accept-Language', 'pa').send(empty)).body.message).toBe(
      VALIDATION.nameRequired,
    );
    expect(
      (await t.http().post('/api/contact').set('Accept-Language', 'fr-FR,de;q=0.5').send(empty)).body.message,
    ).toBe(VALIDATION.nameRequired);

    // A message made from a label and a limit, a 404 and an unknown route.
    const long = await t
      .http()
      .post('/api/newsletter/subscribe')
      .set('Accept-Language', 'pa')
      .send({ name: 'x'.repeat(121), email: 'a@b.in', type: 'Public' })
      .expect(400);
    expect(long.body.message).toBe('ਨਾਮ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 120 ਅੱਖਰ ਹੋ ਸਕਦੇ ਹਨ');
    const notFound = await t.http().get('/api/notices/00000000-0000-4000-8000-000000000000?lang=hi').expect(404);
    expect(notFound.body.message).toBe(MESSAGES_HI[HTTP_ERRORS.notFound]);
    const list = await t.http().get('/api/notices?lang=hi&pageSize=0').expect(400);
    expect(list.body.message).toBe('पृष्ठ का आकार मान्य नहीं है');
    expect((await t.http().get('/api/nowhere').set('Accept-Language', 'pa').expect(404)).body.message).toBe(
      MESSAGES_PA[HTTP_ERRORS.routeNotFound],
    );
    // The public reads beyond content types take ?lang= too.
    await t.http().get('/api/newsletter/recent?lang=pa').expect(200);
    expect((await t.http().get('/api/newsletter/unsubscribe?lang=hi&token=nope').expect(404)).body.message).toMatch(
      /[\u0900-\u097F]/,
    );
  });

  it("writes a visitor's success message in the language of ?lang= or Accept-Language, English exactly SPEC's", async () => {
    const message = {
      name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
      email: 'harpreet@example.org',
      subject: 'general',
      message: 'ਦਾਖ਼ਲੇ ਬਾਰੇ ਜਾਣਕਾਰੀ ਚਾਹੀਦੀ ਹੈ।',
    };
    expect((await t.http().post('/api/contact?lang=pa').send(message).expect(201)).body.message).toBe(
      MESSAGES_PA[TOASTS.contactSuccess],
    );
    expect(
      (await t.http().post('/api/contact').set('Accept-Language', 'hi-IN,hi;q=0.9').send(message).expect(201)).body
        .message,
    ).toBe(MESSAGES_HI[TOASTS.contactSuccess]);
    expect((await t.http().post('/api/contact').send(message).expect(201)).body.message).toBe(TOASTS.contactSuccess);
    const subscribed = await t
      .http()
      .post('/api/newsletter/subscribe?lang=hi')
      .send({ name: 'Anita', email: 'anita@example.org', type: 'Teacher' })
      .expect(201);
    expect(subscribed.body.message).toBe(MESSAGES_HI[TOASTS.subscribeSuccess]);
  });
});
