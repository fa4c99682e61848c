/**
 * Multipart parsing for one file field into memory, with the size limit and our own error texts
 * (multer's defaults would leak English of its own and say nothing about 5MB).
 */
import {
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '@diet/contracts/limits';
import { HTTP_ERRORS, UPLOAD } from '@diet/contracts/messages';
import type { Observable } from 'rxjs';
import { ApiError } from '../api-error';

/** What an upload interceptor parses (its part's name and size cap), for the API description. */
export const UPLOAD_PART = 'diet:upload-part';
export interface UploadPart {
  field: string;
  maxBytes: number;
}

export interface FileUploadOptions {
  maxBytes?: number;
  tooLargeMessage?: string;
}

function mapMulterError(error: unknown, o: Required<FileUploadOptions>): ApiError {
  const code = (error as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return new ApiError(413, o.tooLargeMessage);
  if (code === 'LIMIT_FIELD_VALUE' || code === 'LIMIT_FIELD_COUNT' || code === 'LIMIT_PART_COUNT') {
    return new ApiError(413, HTTP_ERRORS.payloadTooLarge);
  }
  return ApiError.badRequest(UPLOAD.invalid);
}

export function FileUpload(field: string, options: FileUploadOptions = {}): Type<NestInterceptor> {
  const o: Required<FileUploadOptions> = {
    maxBytes: options.maxBytes ?? MAX_UPLOAD_BYTES,
    tooLargeMessage: options.tooLargeMessage ?? UPLOAD.tooLarge,
  };
  const multerOptions: multer.Options & { defParamCharset: string } = {
    storage: multer.memoryStorage(),
    // Browsers send UTF-8 file names; busboy would read them as latin1 (multer 2 option, untyped).
    defParamCharset: 'utf8',
    limits: { fileSize: o.maxBytes, files: 1, fields: 40, fieldSize: 200 * 1024, parts: 50 },
  };
  const handler = multer(multerOptions).single(field);

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        handler(http.getRequest<Request>(), http.getResponse<Response>(), (err?: unknown) =>
          err ? reject(mapMulterError(err, o)) : resolve(),
        ),
      );
      return next.handle();
    }
  }
  const interceptor = mixin(FileUploadInterceptor);
  Reflect.defineMetadata(UPLOAD_PART, { field, maxBytes: o.maxBytes } satisfies UploadPart, interceptor);
  return interceptor;
}
