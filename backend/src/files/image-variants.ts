/**
 * Sized copies of uploaded JPEG/PNG images for GET /uploads/<name>?w=<width>: made once with
 * sharp, kept under DATA_DIR/variants and served from disk afterwards. Never wider than the
 * original. A browser that accepts WebP gets WebP (a third or so smaller than JPEG at the same
 * look, and every browser the site supports decodes it); others get the original format.
 */
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@diet/contracts/limits';
import { IMAGE_VARIANT } from '@diet/contracts/messages';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from '../common/api-error';
import type { StoredFileInfo } from './file-storage';

export const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png']);
export type VariantFormat = 'webp' | 'jpeg' | 'png';

const CONTENT_TYPES: Record<VariantFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** Where the sized copies live: beside uploads/, under DATA_DIR. */
export function variantsDirOf(dataDir: string): string {
  return join(dataDir, 'variants');
}

/** The width asked for, or a 400 naming the allowed ones. */
export function parseVariantWidth(raw: unknown): ImageVariantWidth {
  const width = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) {
    throw ApiError.badRequest(IMAGE_VARIANT.widthNotAllowed, { w: IMAGE_VARIANT.widthNotAllowed });
  }
  return width as ImageVariantWidth;
}

export interface Variant {
  path: string;
  type: string;
}

export class ImageVariants {
  /** Copies being made, so concurrent first requests share one sharp run. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly dir: string) {}

  /** The sized copy of `file` (made now if missing); null when the image cannot be decoded. */
  async variant(
    name: string,
    file: StoredFileInfo,
    width: ImageVariantWidth,
    acceptsWebp: boolean,
  ): Promise<Variant | null> {
    if (!RESIZABLE_TYPES.has(file.type))
      throw ApiError.badRequest(IMAGE_VARIANT.notAnImage, { w: IMAGE_VARIANT.notAnImage });
    const format: VariantFormat = acceptsWebp ? 'webp' : file.type === 'image/png' ? 'png' : 'jpeg';
    const path = this.pathOf(name, width, format);
    if (!existsSync(path)) {
      let job = this.pending.get(path);
      if (!job) {
        job = this.make(file.path, path, width, format).finally(() => this.pending.delete(path));
        this.pending.set(path, job);
      }
      try {
        await job;
      } catch {
        return null;
      }
    }
    return { path, type: CONTENT_TYPES[format] };
  }

  /** Removes every sized copy of `name` (its original was replaced or deleted). */
  async removeAll(name: string): Promise<void> {
    const formats = Object.keys(CONTENT_TYPES) as VariantFormat[];
    await Promise.all(
      IMAGE_VARIANT_WIDTHS.flatMap((width) =>
        formats.map((format) => rm(this.pathOf(name, width, format), { force: true })),
      ),
    );
  }

  private pathOf(name: string, width: ImageVariantWidth, format: VariantFormat): string {
    return join(this.dir, `${parse(name).name}-w${width}.${format}`);
  }

  private async make(source: string, target: string, width: number, format: VariantFormat): Promise<void> {
    // rotate() applies the EXIF orientation of phone photos before the pixels are resized.
    const image = sharp(source).rotate().resize({ width, withoutEnlargement: true });
    const data = await (
      format === 'webp'
        ? image.webp({ quality: 78 })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so no request ever reads a half-written copy.
    const partial = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(partial, data);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }
}
