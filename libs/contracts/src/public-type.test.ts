import { CONTENT_TYPES } from './content-types/index';
import { PUBLIC_TYPES } from './public-type.build-chunks';

describe("a public type's definitions for its pages (public-type.build-chunks.ts)", () => {
  it('are there for every type a visitor sees, as plain data without the rules (code)', async () => {
    expect(Object.keys(PUBLIC_TYPES).sort()).toEqual(
      CONTENT_TYPES.filter((d) => d.public)
        .map((d) => d.path)
        .sort(),
    );
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
