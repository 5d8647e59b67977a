import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_PIXELS,
  REVIEW_PHOTO_MAX_SIDE,
  REVIEW_PHOTOS_LIMIT,
} from '@verstak/sdk/contract';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';
import { cleanFileName, type UploadedFile } from '../orders/requisites-files';

// Review photos (§7.7 photo[]). The kind is read from the bytes, never from the name or the type the
// browser claims, so a page named .jpg or a program named .png is refused. What is kept is not the
// upload but a new JPEG drawn from its pixels by libvips (sharp): EXIF with the shopper's GPS, comments
// and any payload after the image are gone, and a picture bigger than REVIEW_PHOTO_MAX_SIDE is scaled
// down. The pixel count is read from the header and refused before decoding, so a decompression bomb
// (a tiny PNG of 100,000 × 100,000 pixels) is never expanded; libvips enforces the same limit itself.

/** A photo as stored: the re-encoded picture and its thumbnail. */
export interface AcceptedPhoto {
  content: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

type Kind = 'jpeg' | 'png' | 'webp';

const MB = 1024 * 1024;

/** The kind of an image from its first bytes; null for anything else. */
export function sniffPhoto(bytes: Uint8Array): Kind | null {
  const at = (i: number, sig: readonly number[]) => sig.every((b, j) => bytes[i + j] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/**
 * A photo re-encoded as the store keeps it (a new JPEG from its pixels, metadata gone, scaled down
 * to REVIEW_PHOTO_MAX_SIDE), or the shopper's reason it is refused: review photos and the forms'
 * photos alike.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<AcceptedPhoto | string> {
  const kind = sniffPhoto(bytes);
  if (!kind) return 'это не фотография JPEG, PNG или WebP';
  const options = { limitInputPixels: REVIEW_PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let meta: sharp.Metadata;
  const tooBig = `слишком большое изображение (не больше ${REVIEW_PHOTO_MAX_PIXELS / 1_000_000} мегапикселей)`;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    // libvips refuses a header over the pixel limit before reading any pixel.
    return /pixel limit/i.test(String(error)) ? tooBig : 'файл повреждён';
  }
  if (meta.format !== kind && !(kind === 'jpeg' && meta.format === 'jpeg')) return 'файл повреждён';
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !meta.height) return 'файл повреждён';
  if (pixels > REVIEW_PHOTO_MAX_PIXELS || (meta.pages ?? 1) > 1) return tooBig;
  try {
    // rotate(): the EXIF orientation is applied to the pixels before the EXIF is dropped.
    const base = sharp(bytes, options).rotate().flatten({ background: '#ffffff' });
    const { data, info } = await base
      .clone()
      .resize(REVIEW_PHOTO_MAX_SIDE, REVIEW_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await base.clone().resize(240, 240, { fit: 'cover' }).jpeg({ quality: 75 }).toBuffer();
    return {
      content: new Uint8Array(data),
      thumbnail: new Uint8Array(thumbnail),
      width: info.width,
      height: info.height,
    };
  } catch {
    return 'файл повреждён';
  }
}

/**
 * Checks and re-encodes uploaded photos; `already` photos are attached besides them (the limit
 * counts both). Throws 400 with `errors.photo` naming every refused file and why.
 */
export async function acceptPhotos(files: readonly UploadedFile[], already = 0): Promise<AcceptedPhoto[]> {
  if (files.length + already > REVIEW_PHOTOS_LIMIT)
    throw new HttpError(400, 'validation', {
      photo: `Не больше ${REVIEW_PHOTOS_LIMIT} фотографий к отзыву, а приложено ${files.length + already}`,
    });
  const refused: string[] = [];
  const accepted: AcceptedPhoto[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size > REVIEW_PHOTO_MAX_BYTES) {
      refused.push(`«${name}» — больше ${REVIEW_PHOTO_MAX_BYTES / MB} МБ`);
      continue;
    }
    if (file.size === 0) {
      refused.push(`«${name}» — пустой файл`);
      continue;
    }
    const result = await reencodePhoto(new Uint8Array(await file.arrayBuffer()));
    if (typeof result === 'string') refused.push(`«${name}» — ${result}`);
    else accepted.push(result);
  }
  if (refused.length > 0)
    throw new HttpError(400, 'validation', { photo: `Не приняты: ${refused.join('; ')}` });
  return accepted;
}

/** A picture the seed drew (an SVG) as a stored photo: the same re-encoding as an upload's. */
export async function photoFromDrawing(svg: string): Promise<AcceptedPhoto> {
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const result = await reencodePhoto(new Uint8Array(jpeg));
  if (typeof result === 'string') throw new Error(`A seeded photo was refused: ${result}`);
  return result;
}
