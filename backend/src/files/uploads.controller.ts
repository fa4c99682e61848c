/**
 * GET /uploads/<name>: serves stored files; ?download=1 forces a download under the original name;
 * ?w=160|320|640|1024 serves a sized copy of a JPEG/PNG image (files/image-variants.ts).
 */
import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CONTENT_SERVICES } from '../content/content-trash';
import type { ContentService } from '../content/content.service';
import { attachmentHeader } from './content-disposition';
import { FILE_STORAGE, UPLOADS_PREFIX, type FileStorage } from './file-storage';
import { ImageVariants, parseVariantWidth, variantsDirOf } from './image-variants';

/** Types a browser may show inline; anything else is always downloaded. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'video/mp4']);
/**
 * Cache lifetimes (ARCHITECTURE 12.4). Long and public only for the file of an item visitors see
 * now: its stored name is random and never reused (a replacement gets a new one), so the content
 * behind the URL never changes. The site's pictures made at boot keep fixed names: public, but
 * checked again each time (a 304 when unchanged). Anything else (a draft's file, a replaced one,
 * a visitor's proposal, an office-only type's) is not kept by browsers or proxies at all.
 */
export const FILE_LIFETIME = {
  published: 'public, max-age=31536000, immutable',
  site: 'public, no-cache',
  private: 'no-store',
} as const;
const SITE_KIND = 'site';

/** Named explicitly: a bare *\/* (older browsers, scripts) does not promise WebP support. */
const acceptsWebp = (req: Request): boolean => /\bimage\/webp\b/i.test(req.headers.accept ?? '');

function sendFile(res: Response, path: string): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    res.sendFile(path, { dotfiles: 'deny', headers: {}, lastModified: true }, (err) =>
      err && !res.headersSent ? reject(ApiError.notFound()) : resolve(),
    ),
  );
}

@Controller('uploads')
export class UploadsController {
  private readonly variants: ImageVariants;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) config: AppConfig,
    // The content services, looked up when first needed: the content module itself stores through this module.
    private readonly modules: ModuleRef,
  ) {
    this.variants = new ImageVariants(variantsDirOf(config.dataDir));
  }

  private async lifetimeOf(name: string, kind: string | null): Promise<string> {
    if (kind === SITE_KIND) return FILE_LIFETIME.site;
    const services = this.modules.get<ContentService[]>(CONTENT_SERVICES, { strict: false });
    const owner = services.find((service) => service.definition.name === kind);
    return owner && (await owner.showsFile(`${UPLOADS_PREFIX}${name}`))
      ? FILE_LIFETIME.published
      : FILE_LIFETIME.private;
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
    res.setHeader('Cache-Control', await this.lifetimeOf(name, file.kind));
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
