import { PUBLIC_CONTENT } from './public-content.build-data';
import { PUBLIC_TYPES } from './public-type.build-chunks';

describe("a public type's definitions for its pages (public-type.build-chunks.ts)", () => {
  it('are there for every type with a list page or item pages, and no other, as plain data without the rules (code)', async () => {
    const paged = [...PUBLIC_CONTENT.lists, ...PUBLIC_CONTENT.items].map((page) => page.path);
    expect(Object.keys(PUBLIC_TYPES).sort()).toEqual([...new Set(paged)].sort());
    // The RTI officers are read inside /rti's own (`related`), the site's pages nowhere.
    expect(PUBLIC_TYPES).not.toHaveProperty('rti-officers');
    expect(PUBLIC_TYPES).not.toHaveProperty('site-emblems');
    for (const load of Object.values(PUBLIC_TYPES)) {
      const type = await load();
      // What JSON keeps is all there is: no function, no undefined, no class.
      expect(JSON.parse(JSON.stringify(type))).toEqual(type);
      expect(type.definition).not.toHaveProperty('rules');
    }
  });

  it("carry the type a list page lists too and the lists an item carries, each type's own", async () => {
    const rti = await PUBLIC_TYPES.rti();
    expect(rti.definition.path).toBe('rti');
    expect(rti.related?.path).toBe('rti-officers');
    const tenders = await PUBLIC_TYPES.tenders();
    expect(tenders.related).toBeUndefined();
    expect(tenders.embedded.map(({ name, of }) => [name, of.path])).toEqual([
      ['documents', 'tender-documents'],
      ['corrigenda', 'tender-corrigenda'],
    ]);
    expect((await PUBLIC_TYPES.notices()).embedded).toEqual([]);
  });
});
