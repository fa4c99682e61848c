/**
 * The picture a shared link shows (Open Graph's og:image, 1200 x 630) for a page with none of its
 * own: the institute's name and subtitle as the office published them, in the page's language and
 * script, with its first emblem when one is uploaded (issue 37 item 3). Drawn once per version of
 * those facts and kept in the data directory: a name change makes a new version, and its address
 * (with ?v=) tells messaging apps, which keep pictures for long, that it is another picture.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { escapeMarkup } from '../common/markup';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** Bump when the drawing changes, so that every kept card is drawn again. */
const CARD_DESIGN = 1;

/** What the card shows: GET /api/site's answer in the page's language. */
export interface CardFacts {
  instituteName: string;
  subtitle?: string;
  emblems?: { src: string }[];
}

/** backend/assets/fonts, from src/seo (ts-jest) and from dist/seo alike. */
const FONT_DIR = join(__dirname, '..', '..', 'assets', 'fonts');
/** The Noto family of a text's script: the name may be in English on a Punjabi page until translated. */
function fontOf(text: string): { family: string; file: string } {
  const family = /[\u0A00-\u0A7F]/.test(text)
    ? 'Noto Sans Gurmukhi'
    : /[\u0900-\u097F]/.test(text)
      ? 'Noto Sans Devanagari'
      : 'Noto Sans';
  return { family, file: family.replace(/ /g, '') };
}

/** The version of the card these facts draw: it names the kept file and the card's address. */
export function shareCardVersion(site: CardFacts, language: Language): string {
  const facts = [CARD_DESIGN, language, site.instituteName, site.subtitle ?? '', site.emblems?.[0]?.src ?? ''];
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 16);
}

/** The card's address on this site, for og:image. */
export function shareCardHref(site: CardFacts, language: Language): string {
  const lang = language === DEFAULT_LANGUAGE ? '' : `lang=${language}&`;
  return `/api/site/share-card.png?${lang}v=${shareCardVersion(site, language)}`;
}

/** One block of text, shaped by Pango with the script's font (conjuncts, matras), white on the card. */
function textImage(text: string, weight: 'Bold' | 'Regular', points: number, colour: string, width: number) {
  const font = fontOf(text);
  return sharp({
    text: {
      text: `<span foreground="${colour}" size="${points}pt">${escapeMarkup(text)}</span>`,
      font: `${font.family} ${weight === 'Bold' ? 'Bold' : ''}`.trim(),
      fontfile: join(FONT_DIR, `${font.file}-${weight}.ttf`),
      width,
      rgba: true,
      spacing: Math.round(points / 3),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const BACKGROUND = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_SIZE.width}" height="${SHARE_CARD_SIZE.height}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>' +
    `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
);

/** Draws the card: the emblem on the left when there is one, the name and subtitle beside it, centred. */
export async function drawShareCard(site: CardFacts, emblem: Buffer | undefined): Promise<Buffer> {
  const margin = 80;
  const emblemSize = 220;
  const left = emblem ? margin + emblemSize + 60 : margin;
  const width = SHARE_CARD_SIZE.width - left - margin;
  const name = await textImage(site.instituteName, 'Bold', 60, '#ffffff', width);
  const subtitle = site.subtitle?.trim() ? await textImage(site.subtitle, 'Regular', 32, '#dbeafe', width) : undefined;
  const gap = subtitle ? 28 : 0;
  const height = name.info.height + gap + (subtitle?.info.height ?? 0);
  const top = Math.max(margin, Math.round((SHARE_CARD_SIZE.height - height) / 2));
  const layers: OverlayOptions[] = [{ input: name.data, left, top }];
  if (subtitle) layers.push({ input: subtitle.data, left, top: top + name.info.height + gap });
  if (emblem) {
    const picture = await sharp(emblem)
      .resize(emblemSize, emblemSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    layers.push({ input: picture, left: margin, top: Math.round((SHARE_CARD_SIZE.height - emblemSize) / 2) });
  }
  return sharp(BACKGROUND).composite(layers).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * The kept cards (<dataDir>/share-cards/<version>.png): each drawn once, by one request at a time
 * per version in this process; another replica that draws the same version writes the same file.
 */
export class ShareCards {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  card(site: CardFacts, language: Language, emblem: () => Promise<Buffer | undefined>): Promise<Buffer> {
    const version = shareCardVersion(site, language);
    const file = join(this.dir, `${version}.png`);
    let drawn = this.drawing.get(version);
    if (!drawn) {
      drawn = readFile(file).catch(async () => {
        const png = await drawShareCard(site, await emblem());
        await mkdir(this.dir, { recursive: true });
        // Written whole, then named: a reader never sees half a file.
        const partial = `${file}.${process.pid}.tmp`;
        await writeFile(partial, png);
        await rename(partial, file);
        return png;
      });
      this.drawing.set(version, drawn);
      void drawn.finally(() => this.drawing.delete(version)).catch(() => undefined);
    }
    return drawn;
  }
}
