// The README's dependency table is the one the package.json files give (scripts/dependency-table.cjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, run by plain Node too
const { dependencyTable, readmeWithTable } = require('../dependency-table.cjs') as {
  dependencyTable: () => string;
  readmeWithTable: (readme: string, table: string) => string;
};

describe("the README's dependency table", () => {
  const readme = readFileSync(join(__dirname, '../..', 'README.md'), 'utf8');

  it('lists what the package.json files declare, as they declare it', () => {
    expect(readme).toBe(readmeWithTable(readme, dependencyTable()));
  });

  it('names every package with its exact version and where it is declared', () => {
    const table = dependencyTable();
    const backend = JSON.parse(readFileSync(join(__dirname, '../..', 'backend/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(table).toContain(`| @nestjs/core | ${backend.dependencies['@nestjs/core']} | backend |`);
    expect(table).not.toContain('@diet/');
  });
});
