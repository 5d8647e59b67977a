import {
  REQUISITES_FILE_MAX_BYTES,
  REQUISITES_FILE_TYPES,
  REQUISITES_FILES_LIMIT,
} from '@verstak/sdk/contract';
import { HttpError } from '../http/http-error';

// A legal entity's requisites files (§7.5 requisitesFiles[]): at most five, each up to 10 MB, of
// the kinds taken — checked by the name's extension AND by the content's signature, so a program
// renamed to .pdf is refused. Every refused file is named in one error.

/** A file as the multipart reader gives it. */
export type UploadedFile = Blob & { readonly name: string };

/** A file accepted for storing. */
export interface AcceptedFile {
  name: string;
  mime: string;
  size: number;
  content: Uint8Array;
}

type FileType = (typeof REQUISITES_FILE_TYPES)[number];

const MIME: Record<FileType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Word 97 and Excel 97 documents are OLE compound files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** .docx and .xlsx are ZIP archives. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const SIGNATURES: Record<FileType, readonly number[]> = {
  pdf: PDF,
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  doc: OLE,
  xls: OLE,
  docx: ZIP,
  xlsx: ZIP,
};

const MB = 1024 * 1024;

/** The name as stored and shown: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'файл').slice(0, 200);
}

function typeOf(name: string): FileType | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext && (REQUISITES_FILE_TYPES as readonly string[]).includes(ext) ? (ext as FileType) : null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/**
 * Checks the files and reads the accepted ones; throws 400 with `errors.requisitesFiles` naming each
 * refused file and why: «Не приняты: «a.exe» — недопустимый тип; «b.pdf» — больше 10 МБ».
 */
export async function acceptRequisitesFiles(files: readonly UploadedFile[]): Promise<AcceptedFile[]> {
  if (files.length > REQUISITES_FILES_LIMIT)
    throw new HttpError(400, 'validation', {
      requisitesFiles: `Не больше ${REQUISITES_FILES_LIMIT} файлов реквизитов, а приложено ${files.length}`,
    });
  const refused: string[] = [];
  const accepted: AcceptedFile[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    const type = typeOf(name);
    if (!type) {
      refused.push(`«${name}» — недопустимый тип`);
      continue;
    }
    if (file.size > REQUISITES_FILE_MAX_BYTES) {
      refused.push(`«${name}» — больше ${REQUISITES_FILE_MAX_BYTES / MB} МБ`);
      continue;
    }
    if (file.size === 0) {
      refused.push(`«${name}» — пустой файл`);
      continue;
    }
    const content = new Uint8Array(await file.arrayBuffer());
    if (!startsWith(content, SIGNATURES[type])) {
      refused.push(`«${name}» — содержимое не похоже на ${type.toUpperCase()}`);
      continue;
    }
    accepted.push({ name, mime: MIME[type], size: content.byteLength, content });
  }
  if (refused.length > 0)
    throw new HttpError(400, 'validation', { requisitesFiles: `Не приняты: ${refused.join('; ')}` });
  return accepted;
}
