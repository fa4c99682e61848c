/**
 * GET /api/docs (the page), /api/docs.json (the description) and the page's files. Open in
 * development; in production the global guard asks for the admin token (@AdminOnly), as on every
 * admin route.
 */
import { applyDecorators, Controller, Get, Header, Param, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../common/api-error';
import { AdminOnly, RawResponse } from '../common/route-metadata';
import { ApiDocs } from './api-docs';
import { DOCS_FILES, DOCS_INIT_SCRIPT, DOCS_PAGE } from './docs-page';

const NOT_STORED = 'no-store';

export function docsController(options: { needsToken: boolean }): Type {
  @Controller('api')
  @applyDecorators(...(options.needsToken ? [AdminOnly('apiDocs')] : []))
  class DocsController {
    constructor(private readonly docs: ApiDocs) {}

    @Get('docs.json')
    @RawResponse()
    @Header('Cache-Control', NOT_STORED)
    description(): object {
      return this.docs.document();
    }

    @Get('docs')
    @RawResponse()
    @Header('Content-Type', 'text/html; charset=utf-8')
    @Header('Cache-Control', NOT_STORED)
    page(): string {
      return DOCS_PAGE;
    }

    /** The viewer's script and style sheet (swagger-ui-dist), and the script that starts it. */
    @Get('docs/:file')
    file(@Param('file') name: string, @Res() res: Response): void {
      res.setHeader('Cache-Control', NOT_STORED);
      if (name === 'docs-init.js') {
        res.type('application/javascript').send(DOCS_INIT_SCRIPT);
        return;
      }
      const path = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
      if (!path) throw ApiError.notFound();
      res.sendFile(path);
    }
  }
  return DocsController;
}
