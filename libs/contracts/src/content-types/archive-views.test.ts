import { pageNames as en } from '../page-names/en';
import { pageNames as hi } from '../page-names/hi';
import { pageNames as pa } from '../page-names/pa';
import { notices } from './notices';
import { tenders } from './tenders';

/** One word for the archive in each language: the older notices and tenders are where /archive is. */
describe("the list pages' archive tab", () => {
  it.each([notices, tenders])('$path names its archive view as the /archive page is named', (definition) => {
    expect(definition.views?.names?.true).toEqual({ en: en.archive, pa: pa.archive, hi: hi.archive });
  });
});
