/** Files and helpers shared by the content-domain API tests (staff, gallery, research, ...). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { illustrationPng } from '../../src/common/media/illustration';
import { simplePdf } from '../../src/common/media/pdf-writer';
import { todayInInstitute } from '@diet/contracts/limits';
import type { TestApp } from './create-test-app';

export const PNG = illustrationPng(16, 16, 3);
export const PDF = simplePdf('Result sheet', ['Roll 1: Pass']);
/** A real 8x8 JPEG: staff photos and gallery images are decoded (to remove their metadata), so a look-alike is refused. */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwDIl//2Q==',
  'base64',
);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
export const HTML = Buffer.from('<html><script>alert(1)</script></html>');

/** True while the file behind an /uploads/ URL exists on disk. */
export function fileOnDisk(t: TestApp, url: string): boolean {
  return existsSync(join(t.config.uploadsDir, url.replace('/uploads/', '')));
}

/** Adds text fields to a multipart request as the form sends them: an object (translations) as JSON; undefined values are left out. */
export function fields(req: Test, body: Record<string, unknown>): Test {
  for (const [k, v] of Object.entries(body))
    if (v !== undefined) req.field(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  return req;
}

/** A result's form without its file, sent by `token`: how tests send a file (there is no bare upload route). */
export function resultForm(t: TestApp, token: string): Test {
  return fields(t.http().post('/api/admin/results').set('Authorization', `Bearer ${token}`), {
    course: 'D.El.Ed',
    semester: '1st Year',
    year: 2024,
    publishDate: todayInInstitute(),
  });
}

/**
 * Sends a file the way every file reaches the site, with a record: a result, whose file takes PDF,
 * JPEG and PNG (published at once when an administrator sends it). Its `data.file` is the URL.
 */
export function sendAsResult(t: TestApp, token: string, buf: Buffer, filename: string, contentType?: string): Test {
  return resultForm(t, token).attach('file', buf, contentType ? { filename, contentType } : { filename });
}

/** The error body for a 400 whose first message is `message` on `field`. */
export const badRequest = (field: string, message: string) => ({
  success: false,
  statusCode: 400,
  error: message,
  message,
  details: expect.objectContaining({ [field]: message }),
});
