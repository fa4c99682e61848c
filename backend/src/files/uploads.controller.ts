/** GET /uploads/<name>: serves stored files; ?download=1 forces a download under the original name. */
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../common/api-error';
import { attachmentHeader } from './content-disposition';
import { FILE_STORAGE, type FileStorage } from './file-storage';

/** Types a browser may show inline; anything else is always downloaded. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'video/mp4']);

@Controller('uploads')
export class UploadsController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Get(':name')
  async serve(@Param('name') name: string, @Query('download') download: string | undefined, @Res() res: Response): Promise<void> {
    const file = await this.storage.resolve(name);
    if (!file) throw ApiError.notFound();
    const attach = (download !== undefined && download !== '0' && download !== 'false') || !INLINE.has(file.type);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', String(file.size));
    // Stored names are random and never reused, so the content behind a URL never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Disposition', attach ? attachmentHeader(file.originalName) : 'inline');
    await new Promise<void>((resolve, reject) =>
      res.sendFile(file.path, { dotfiles: 'deny', headers: {}, lastModified: true }, (err) => (err && !res.headersSent ? reject(ApiError.notFound()) : resolve())),
    );
  }
}
