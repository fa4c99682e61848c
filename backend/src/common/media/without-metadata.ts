/**
 * Photos are stored without what a camera or phone writes beside the pixels: EXIF (with its GPS
 * position, the owner's name, the device), XMP, IPTC and the ICC profile. sharp writes none of them
 * unless asked (no withMetadata/keepExif/keepIccProfile here). The EXIF orientation is applied to the
 * pixels first, so the picture still stands the right way up once the tag is gone, and a colour
 * profile is converted to sRGB before it is dropped, so colours stay as they were.
 * The web-size copies (files/image-variants.ts) are made from this stored copy, so they carry
 * nothing either.
 */
import sharp from 'sharp';
import { UPLOAD } from '@diet/contracts/messages';
import { ApiError } from '../api-error';
import type { UploadedFile } from '../upload/upload-check';

/** `buffer` (a JPEG or PNG) re-encoded in its own format, upright and without metadata; throws if it cannot be decoded. */
export async function imageWithoutMetadata(buffer: Buffer): Promise<Buffer> {
  const image = sharp(buffer).rotate();
  const { format } = await image.metadata();
  if (format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  throw new Error(`Not a JPEG or PNG image: ${format}`);
}

/**
 * The uploaded photo with its metadata removed. One that cannot be decoded cannot be cleaned (nor
 * shown as a photo): it is refused as an invalid file, and nothing is stored.
 */
export async function photoWithoutMetadata(file: UploadedFile): Promise<UploadedFile> {
  let buffer: Buffer;
  try {
    buffer = await imageWithoutMetadata(file.buffer);
  } catch {
    throw ApiError.badRequest(UPLOAD.invalid);
  }
  return { ...file, buffer, size: buffer.length };
}
