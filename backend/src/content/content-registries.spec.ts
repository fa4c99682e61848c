/**
 * The registries are derived from the content types: a throwaway type, defined and nothing else,
 * shows up in each one (routes, table mapping, public cache, sitemap, dashboard counts).
 */
// The keys Nest's route decorators write (not exported from '@nestjs/common'; openapi-document.ts).
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { defineContentType, publicContentOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { visitorCreatePaths } from '../cache/content-write.interceptor';
import { cacheablePath } from '../cache/public-cache';
import { countedContent } from '../dashboard/dashboard.service';
import { publicRoutes } from '../seo/public-routes';
import { adminContentController, adminCountsControllers, publicContentControllers } from './content-controllers';
import { parseListQuery } from './content-query';
import { contentSchema } from './content-schema';

const CIRCULARS = { en: 'Circulars', pa: 'ਸਰਕੂਲਰ', hi: 'परिपत्र' };
const LATEST = { en: 'Latest circulars', pa: 'ਨਵੇਂ ਸਰਕੂਲਰ', hi: 'नए परिपत्र' };
const throwaway = defineContentType({
  name: 'circular',
  path: 'throwaway-circulars',
  table: 'throwaway_circulars',
  label: { one: 'Circular', many: 'Circulars' },
  fields: {
    title: { kind: 'text', label: 'Title', required: 'Title is required', max: 200, searchable: true },
    kind: { kind: 'choice', label: 'Kind', values: ['A', 'B'], filter: true },
    issuedOn: { kind: 'date', label: 'Issued on' },
  },
  order: [['issuedOn', 'desc']],
  public: {
    list: true,
    get: true,
    page: true,
    nav: CIRCULARS,
    home: { title: LATEST, count: 3 },
    facets: { kinds: 'kind' },
  },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'notification',
    order: 99,
    nav: 'Circulars',
    title: 'Circulars',
    columns: ['title'],
  },
});
const types = [...CONTENT_TYPES, throwaway];

/** method + path of every handler of a controller class. */
function routesOf(controller: object): string[] {
  const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
  const proto = (controller as { prototype: Record<string, unknown> }).prototype;
  return Object.getOwnPropertyNames(proto)
    .filter((name) => name !== 'constructor' && Reflect.hasMetadata(PATH_METADATA, proto[name] as object))
    .map((name) => {
      const handler = proto[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string;
      return `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]} /${base}${path === '/' ? '' : `/${path}`}`;
    });
}

describe('a content type defined once', () => {
  it('gets its public and admin routes', () => {
    const routes = [...publicContentControllers(throwaway), adminContentController(throwaway)].flatMap(routesOf).sort();
    expect(routes).toEqual(
      [
        'GET /api/throwaway-circulars',
        'GET /api/throwaway-circulars/kinds',
        'GET /api/throwaway-circulars/:id',
        'GET /api/admin/throwaway-circulars',
        'GET /api/admin/throwaway-circulars/:id',
        'POST /api/admin/throwaway-circulars',
        'PUT /api/admin/throwaway-circulars/:id',
        'DELETE /api/admin/throwaway-circulars/:id',
      ].sort(),
    );
  });

  it('gets GET /api/admin/<path>/counts when it counts its views, before /:id', () => {
    const counted = {
      ...throwaway,
      views: {
        param: 'when',
        options: { soon: [{ field: 'issuedOn', op: '>=' as const }] },
        labels: { soon: 'Soon' },
        counted: true,
      },
    };
    expect(adminCountsControllers(counted).flatMap(routesOf)).toEqual(['GET /api/admin/throwaway-circulars/counts']);
    expect(adminCountsControllers(throwaway)).toEqual([]);
  });

  it("is ordered by the sort asked for, else its view's own order, else its definition's", () => {
    const ordered = {
      ...throwaway,
      views: {
        param: 'when',
        options: { soon: [{ field: 'issuedOn', op: '>=' as const }], gone: [] },
        labels: { soon: 'Soon', gone: 'Gone' },
        order: { soon: [['issuedOn', 'asc']] as const },
      },
      sorts: { param: 'sort', options: { oldest: [['createdAt', 'asc']] as const } },
    };
    expect(parseListQuery(ordered, {}, 'public').order).toEqual([['issuedOn', 'desc']]);
    expect(parseListQuery(ordered, { when: 'gone' }, 'public').order).toEqual([['issuedOn', 'desc']]);
    expect(parseListQuery(ordered, { when: 'soon' }, 'admin').order).toEqual([['issuedOn', 'asc']]);
    expect(parseListQuery(ordered, { when: 'soon', sort: 'oldest' }, 'admin').order).toEqual([['createdAt', 'asc']]);
    expect(() => parseListQuery(ordered, { sort: 'random' }, 'public')).toThrow('Sort is not an allowed value');
  });

  it('gets no public route when visitors may read nothing', () => {
    expect(publicContentControllers({ ...throwaway, public: false })).toEqual([]);
  });

  it('gets its table mapping, with an index on its order and on each filter followed by that order', () => {
    const schema = contentSchema(throwaway).options;
    expect(schema.tableName).toBe('throwaway_circulars');
    expect(Object.keys(schema.columns)).toEqual([
      'id',
      'title',
      'kind',
      'issuedOn',
      'publishState',
      'publishAt',
      'createdAt',
      'updatedAt',
    ]);
    expect(schema.columns.title).toMatchObject({ type: 'varchar', length: 200, nullable: false });
    expect(schema.columns.issuedOn).toMatchObject({ type: 'date', nullable: true });
    expect(schema.indices?.map((i) => i.name)).toEqual([
      'IDX_throwaway_circulars_issued_on_id',
      'IDX_throwaway_circulars_kind_issued_on_id',
    ]);
    // A table made before its definition keeps the indexes it has.
    expect(
      contentSchema({ ...throwaway, indexes: [['kind', 'createdAt']] }).options.indices?.map((i) => i.name),
    ).toEqual(['IDX_throwaway_circulars_kind_created_at']);
  });

  it('keeps an image as its URL, its stored copies and its name when asked', () => {
    const photo = {
      kind: 'image',
      label: 'Photo',
      required: 'Photo is required',
      kinds: ['jpeg', 'png'],
      help: 'JPEG or PNG',
      copies: ['Thumb'],
      keepName: true,
    } as const;
    const schema = contentSchema({ ...throwaway, fields: { ...throwaway.fields, photo } }).options;
    expect(Object.keys(schema.columns)).toEqual([
      'id',
      'title',
      'kind',
      'issuedOn',
      'photo',
      'photoThumb',
      'photoName',
      'publishState',
      'publishAt',
      'createdAt',
      'updatedAt',
    ]);
    expect(schema.columns.photo).toMatchObject({ type: 'varchar', length: 500, nullable: false });
    expect(schema.columns.photoThumb).toMatchObject({ nullable: true });
  });

  it('is answered from the public cache, its list and its items', () => {
    const cacheable = cacheablePath(types);
    expect(cacheable.test('/api/throwaway-circulars?kind=A')).toBe(true);
    expect(cacheable.test('/api/throwaway-circulars/0b7e')).toBe(true);
    expect(cacheable.test('/api/admin/throwaway-circulars')).toBe(false);
    expect(cacheablePath(CONTENT_TYPES).test('/api/throwaway-circulars')).toBe(false);
  });

  it("is in the public site's menu, footer and home page (the data its client bundles carry)", () => {
    const { pages, home } = publicContentOf(types);
    expect(pages).toContainEqual({ path: 'throwaway-circulars', nav: CIRCULARS });
    expect(home).toContainEqual({ path: 'throwaway-circulars', title: LATEST, count: 3, dateField: 'issuedOn' });
    expect(publicContentOf(CONTENT_TYPES).pages.map((p) => p.path)).not.toContain('throwaway-circulars');
  });

  it('is in the sitemap and counted on the dashboard', () => {
    expect(publicRoutes(types)).toContain('/throwaway-circulars');
    expect(publicRoutes(CONTENT_TYPES)).not.toContain('/throwaway-circulars');
    const schemas = new Map(types.map((d) => [d, contentSchema(d)]));
    expect(countedContent(schemas).map(([key]) => key)).toContain('throwawayCirculars');
  });

  it('gets a throttled public create, kept out of the public cache, when visitors may create', () => {
    const suggested = {
      ...throwaway,
      visitorCreate: { segment: 'suggest', fields: ['title'], values: {}, message: 'Thanks!' },
    };
    expect(publicContentControllers(suggested).flatMap(routesOf)).toContain('POST /api/throwaway-circulars/suggest');
    expect(visitorCreatePaths([...CONTENT_TYPES, suggested])).toContain('throwaway-circulars/suggest');
    expect(visitorCreatePaths(CONTENT_TYPES)).not.toContain('throwaway-circulars/suggest');
  });
});

describe('a content type with more than the defaults', () => {
  const kept = defineContentType({
    name: 'kept',
    path: 'throwaway-circulars',
    table: 'throwaway_circulars',
    label: { one: 'Circular', many: 'Circulars' },
    fields: {
      title: { kind: 'text', label: 'Title', max: 200 },
      kind: { kind: 'choice', label: 'Kind', values: ['A', 'B'], filter: true },
      code: { kind: 'text', label: 'Code', max: 20, unique: 'That code is taken' },
      tags: { kind: 'textList', label: 'Tags', max: 500 },
    },
    order: [
      ['kind', 'asc'],
      ['title', 'asc'],
    ],
    indexes: [['kind', 'title']],
    export: { fileName: 'circulars.csv', fields: ['title', 'code'] },
    public: false,
    admin: {
      remote: 'mfe_admin_comms',
      path: 'throwaway-circulars/record',
      icon: 'notification',
      order: 99,
      nav: 'Circulars',
      title: 'Circulars',
      columns: ['title'],
    },
  });

  it('keeps its records at its admin path, its list where the public one is, and its CSV export', () => {
    expect(routesOf(adminContentController(kept)).sort()).toEqual(
      [
        'GET /api/admin/throwaway-circulars',
        'GET /api/admin/throwaway-circulars/export',
        'GET /api/admin/throwaway-circulars/record/:id',
        'POST /api/admin/throwaway-circulars/record',
        'PUT /api/admin/throwaway-circulars/record/:id',
        'DELETE /api/admin/throwaway-circulars/record/:id',
      ].sort(),
    );
  });

  it('gets a unique index beside the indexes it names, and needs no second index for a filter its order starts with', () => {
    const schema = contentSchema(kept).options;
    expect(schema.indices?.map((i) => [i.name, Boolean(i.unique)])).toEqual([
      ['IDX_throwaway_circulars_kind_title', false],
      ['UQ_throwaway_circulars_code', true],
    ]);
    expect(contentSchema({ ...kept, indexes: undefined }).options.indices?.map((i) => i.name)).toEqual([
      'IDX_throwaway_circulars_kind_title_id',
      'UQ_throwaway_circulars_code',
    ]);
    expect(schema.columns.tags).toMatchObject({ type: 'text', nullable: true });
  });
});
