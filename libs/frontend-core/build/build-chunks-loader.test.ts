// eslint-disable-next-line @typescript-eslint/no-require-imports
const buildChunksLoader = require('./build-chunks-loader') as (this: unknown) => void;

const FILE = '/repo/libs/contracts/src/public-type.build-chunks.ts';

/** Runs the loader as rspack would on FILE with `query`, the module evaluating to `exports`. */
function load(query: string, exports: Record<string, unknown>): Promise<string> {
  return new Promise((resolve, reject) =>
    buildChunksLoader.call({
      resourcePath: FILE,
      resourceQuery: query,
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code!)),
      importModule: async (request: string) => {
        expect(request).toBe(`${FILE}?evaluate-build-data`);
        return exports;
      },
    }),
  );
}

const TYPES = {
  __esModule: true,
  PUBLIC_TYPES: {
    notices: async () => ({ definition: { path: 'notices', order: [['date', 'desc']] }, embedded: [] }),
    'diksha-lab/trainee': async () => ({ definition: { path: 'diksha-lab/trainee', note: undefined } }),
  },
};

describe('the build-chunks loader', () => {
  it("turns each entry into a function that loads it from a chunk of its own, named by the file and the entry's key", async () => {
    const code = await load('', TYPES);
    expect(code).toContain('export const PUBLIC_TYPES = {');
    const chunks = [...code.matchAll(/"([^"]+)": \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g)];
    expect(chunks.map(([, key, chunk]) => [key, chunk])).toEqual([
      ['notices', 'public-type-notices'],
      ['diksha-lab/trainee', 'public-type-diksha-lab-trainee'],
    ]);
    // Each loads the module itself with a query naming its entry, which the loader answers below.
    expect(new URLSearchParams(chunks[1][3].split('?')[1]).get('build-chunk')).toBe(
      JSON.stringify(['PUBLIC_TYPES', 'diksha-lab/trainee']),
    );
  });

  it("answers an entry's module with its data, evaluated at build time", async () => {
    const query = `?build-chunk=${encodeURIComponent(JSON.stringify(['PUBLIC_TYPES', 'notices']))}`;
    expect(await load(query, TYPES)).toBe(
      'export default {"definition":{"path":"notices","order":[["date","desc"]]},"embedded":[]};',
    );
  });

  it('fails the build, naming the place, where an entry holds what JSON would drop (a rule written as code)', async () => {
    const query = `?build-chunk=${encodeURIComponent(JSON.stringify(['PUBLIC_TYPES', 'notices']))}`;
    const withRule = { PUBLIC_TYPES: { notices: async () => ({ rules: [{ broken: () => true }] }) } };
    await expect(load(query, withRule)).rejects.toThrow(
      `${FILE}: PUBLIC_TYPES.notices.rules[0].broken is not plain data, which a build-time module must export`,
    );
    await expect(load('', { PUBLIC_TYPES: { notices: { path: 'notices' } } })).rejects.toThrow(
      `${FILE}: PUBLIC_TYPES.notices is not a function that loads data`,
    );
  });
});
