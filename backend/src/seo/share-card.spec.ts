import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { drawShareCard, SHARE_CARD_SIZE, ShareCards, shareCardHref, shareCardVersion } from './share-card';

const SITE = { instituteName: 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ', subtitle: 'ਫ਼ਰੀਦਕੋਟ, ਪੰਜਾਬ' };

/** The colour at a point of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('the share card', () => {
  it('is 1200 x 630 with the name in white, and the emblem on the left when there is one', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const plain = await drawShareCard(SITE, undefined);
    const withEmblem = await drawShareCard(SITE, red);
    for (const png of [plain, withEmblem])
      expect(await sharp(png).metadata()).toEqual(
        expect.objectContaining({ format: 'png', width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height }),
      );
    // The emblem's place: red with it, the background's blue without.
    const [r, g, b] = await pixel(withEmblem, 190, 315);
    expect([r > 200, g < 60, b < 60]).toEqual([true, true, true]);
    expect((await pixel(plain, 190, 315))[2]).toBeGreaterThan(100);
    // Some white of the name's letters where the text starts.
    const { data, info } = await sharp(plain)
      .extract({ left: 80, top: 200, width: 800, height: 200 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i] > 240 && data[i + 1] > 240 && data[i + 2] > 240) white++;
    expect(white).toBeGreaterThan(1000);
  });

  it('has a version per language and per published fact, which its address carries', () => {
    const versions = new Set([
      shareCardVersion(SITE, 'pa'),
      shareCardVersion(SITE, 'hi'),
      shareCardVersion({ ...SITE, subtitle: 'Faridkot' }, 'pa'),
      shareCardVersion({ ...SITE, emblems: [{ src: '/uploads/e.png' }] }, 'pa'),
    ]);
    expect(versions.size).toBe(4);
    expect(shareCardHref(SITE, 'pa')).toBe(`/api/site/share-card.png?lang=pa&v=${shareCardVersion(SITE, 'pa')}`);
    expect(shareCardHref(SITE, 'en')).toBe(`/api/site/share-card.png?v=${shareCardVersion(SITE, 'en')}`);
  });

  it('is drawn once per version and kept on disk, however many ask at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diet-cards-'));
    try {
      const cards = new ShareCards(dir);
      const emblem = jest.fn(async () => undefined);
      const drawn = await Promise.all([1, 2, 3].map(() => cards.card(SITE, 'pa', emblem)));
      expect(emblem).toHaveBeenCalledTimes(1);
      expect(new Set(drawn.map((png) => png.toString('base64'))).size).toBe(1);
      expect(readdirSync(dir)).toEqual([`${shareCardVersion(SITE, 'pa')}.png`]);
      // Another process (a replica, a restart) reads the kept file.
      const again = await new ShareCards(dir).card(SITE, 'pa', emblem);
      expect(again.equals(drawn[0])).toBe(true);
      expect(emblem).toHaveBeenCalledTimes(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
