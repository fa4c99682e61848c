/**
 * POST /api/admin/uploads: stores one PDF/JPEG/PNG and returns its URL and details, for screens
 * that attach a file before saving a record (and the upload checks' own tests).
 */
import { Controller, HttpCode, Inject, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { VALIDATION } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import { Allow } from '../common/route-metadata';
import { FileUpload } from '../common/upload/file-upload.interceptor';
import { checkUpload, DOCUMENT_OR_IMAGE, type UploadedFile as Upload } from '../common/upload/upload-check';
import { FILE_STORAGE, type FileStorage, type SavedFile } from './file-storage';

@Allow('contentWrite')
@Controller('api/admin/uploads')
export class AdminUploadsController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(FileUpload('file'))
  async upload(@UploadedFile() file: Upload | undefined): Promise<SavedFile> {
    if (!file) throw ApiError.badRequest(VALIDATION.fileRequired, { file: VALIDATION.fileRequired });
    checkUpload(file, DOCUMENT_OR_IMAGE);
    return this.storage.save(file.buffer, file.originalname, 'upload');
  }
}
