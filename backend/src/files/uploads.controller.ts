/**
 * GET /uploads/<name>: serves stored files; ?download=1 forces a download under the original name;
 * ?w=160|320|640|1024 serves a sized copy of a JPEG/PNG image (files/image-variants.ts).
 */
import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { attachmentHeader } from './content-disposition';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { ImageVariants, parseVariantWidth, variantsDirOf } from './image-variants';

/** Types a browser may show inline; anything else is always downloaded. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'video/mp4']);
/** Stored names are random and never reused, so the content behind a URL never changes. */
const FOREVER = 'public, max-age=31536000, immutable';

/** Named explicitly: a bare *\/* (older browsers, scripts) does not promise WebP support. */
const acceptsWebp = (req: Request): boolean => /\bimage\/webp\b/i.test(req.headers.accept ?? '');

function sendFile(res: Response, path: string): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    res.sendFile(path, { dotfiles: 'deny', headers: {}, lastModified: true }, (err) => (err && !res.headersSent ? reject(ApiError.notFound()) : resolve())),
  );
}

@Controller('uploads')
export class UploadsController {
  private readonly variants: ImageVariants;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.variants = new ImageVariants(variantsDirOf(config.dataDir));
  }

  @Get(':name')
  async serve(
    @Param('name') name: string,
    @Query('download') download: string | undefined,
    @Query('w') w: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const width = w === undefined ? null : parseVariantWidth(w);
    const file = await this.storage.resolve(name);
    // A trashed item's file (and its sized copies) is not there for anyone until it is restored.
    if (!file || file.withheld) throw ApiError.notFound();
    res.setHeader('Cache-Control', FOREVER);
    if (width !== null) {
      const variant = await this.variants.variant(name, file, width, acceptsWebp(req));
      // The format follows the Accept header, so shared caches must keep one copy per Accept.
      res.setHeader('Vary', 'Accept');
      // An image sharp cannot decode is sent as it was uploaded rather than failing the page.
      if (variant) {
        res.setHeader('Content-Type', variant.type);
        res.setHeader('Content-Disposition', 'inline');
        return sendFile(res, variant.path);
      }
    }
    const attach = (download !== undefined && download !== '0' && download !== 'false') || !INLINE.has(file.type);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', attach ? attachmentHeader(file.originalName) : 'inline');
    return sendFile(res, file.path);
  }
}
