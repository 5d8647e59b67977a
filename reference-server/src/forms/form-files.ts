import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_UNUSED_HOURS,
  FORM_FILES_LIMIT,
  FORM_FILES_WAITING_LIMIT,
  type FormFile,
} from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { cleanFileName, type UploadedFile } from '../orders/requisites-files';
import { reencodePhoto, sniffPhoto } from '../reviews/review-photo';

// Files shoppers attach to the store's forms (§7.7 /forms-files/). The kind is read from the bytes,
// never from the name or the type the browser claims (a page named .jpg is refused, a PNG named .exe
// is a PNG). A photo is kept as the review photos are: a new JPEG drawn from its pixels, so EXIF with
// the shopper's GPS and anything hidden after the image are gone. A PDF is kept as sent once its
// signature and its end marker are found. A file belongs to the visitor who uploaded it until a
// request takes it; someone else's id is answered as an unknown one, and a file no request took is
// swept after FORM_FILE_UNUSED_HOURS.

/** A file checked and ready to store. */
interface AcceptedFormFile {
  name: string;
  kind: FormFile['type'];
  content: Uint8Array;
}

const MB = 1024 * 1024;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** The lock key of a visitor's uploads (the second key is a hash of the visitor id). */
const VISITOR_FILES_LOCK = 7319;

/** Whether the bytes are a PDF: `%PDF-` first, and `%%EOF` in the last kilobyte. */
function isPdf(bytes: Uint8Array): boolean {
  if (!PDF.every((b, i) => bytes[i] === b)) return false;
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes('%%EOF');
}

/** The shopper's reason a file is refused, or the file as the store keeps it. */
async function acceptOne(name: string, bytes: Uint8Array): Promise<AcceptedFormFile | string> {
  if (sniffPhoto(bytes)) {
    const photo = await reencodePhoto(bytes);
    return typeof photo === 'string' ? photo : { name, kind: 'jpeg', content: photo.content };
  }
  if (isPdf(bytes)) return { name, kind: 'pdf', content: bytes };
  return 'можно приложить фотографию JPEG, PNG, WebP или документ PDF';
}

/**
 * Checks uploaded files and reads the accepted ones; throws 400 with `errors.file` naming every
 * refused file and why («Не приняты: «a.jpg» — можно приложить…; «b.pdf» — больше 10 МБ»), so
 * nothing of a batch with one bad file is stored.
 */
export async function acceptFormFiles(files: readonly UploadedFile[]): Promise<AcceptedFormFile[]> {
  if (files.length === 0) throw new HttpError(400, 'validation', { file: 'Выберите файл' });
  if (files.length > FORM_FILES_LIMIT)
    throw new HttpError(400, 'validation', {
      file: `Не больше ${FORM_FILES_LIMIT} файлов за раз, а выбрано ${files.length}`,
    });
  const refused: string[] = [];
  const accepted: AcceptedFormFile[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size > FORM_FILE_MAX_BYTES) {
      refused.push(`«${name}» — больше ${FORM_FILE_MAX_BYTES / MB} МБ`);
      continue;
    }
    if (file.size === 0) {
      refused.push(`«${name}» — пустой файл`);
      continue;
    }
    const result = await acceptOne(name, new Uint8Array(await file.arrayBuffer()));
    if (typeof result === 'string') refused.push(`«${name}» — ${result}`);
    else accepted.push(result);
  }
  if (refused.length > 0)
    throw new HttpError(400, 'validation', { file: `Не приняты: ${refused.join('; ')}` });
  return accepted;
}

/**
 * One visitor's uploads, deletes and sends at a time: the waiting count is read and then added to,
 * which twenty uploads at once would all pass.
 */
export async function lockVisitorFiles(tx: Db, visitor: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [VISITOR_FILES_LOCK, visitor]);
}

/**
 * Stores accepted files as `visitor`'s, waiting for a request, in the caller's transaction; refuses
 * (400) when the visitor would then hold more than FORM_FILES_WAITING_LIMIT waiting files.
 */
export async function storeFormFiles(
  tx: Db,
  visitor: string,
  files: readonly AcceptedFormFile[],
  now: number,
): Promise<FormFile[]> {
  await lockVisitorFiles(tx, visitor);
  const [waiting] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM form_files WHERE visitor = $1 AND request_id IS NULL',
    [visitor],
  );
  if ((waiting?.n ?? 0) + files.length > FORM_FILES_WAITING_LIMIT)
    throw new HttpError(400, 'validation', {
      file: `Слишком много файлов ждут отправки (не больше ${FORM_FILES_WAITING_LIMIT}): отправьте обращение или удалите лишние`,
    });
  const stored: FormFile[] = [];
  for (const file of files) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO form_files (visitor, name, kind, size, content, created_at)
       VALUES ($1, $2, $3, $4, decode($5, 'base64'), $6) RETURNING id`,
      [
        visitor,
        file.name,
        file.kind,
        file.content.byteLength,
        // As the review photos travel: the one data layer takes text, not bytes.
        Buffer.from(file.content).toString('base64'),
        new Date(now).toISOString(),
      ],
    );
    if (!row) throw new Error('The uploaded file was not stored');
    stored.push({ id: row.id, name: file.name, size: file.content.byteLength, type: file.kind });
  }
  return stored;
}

/**
 * Gives `visitor`'s waiting files `ids` to the request `requestId`, in the caller's transaction.
 * Any id that is not the visitor's waiting file (unknown, someone else's, already sent, swept) is
 * refused 400 as one: the caller's transaction then stores nothing of the request.
 */
export async function attachFormFiles(
  tx: Db,
  visitor: string,
  ids: readonly number[],
  requestId: number,
): Promise<FormFile[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  await lockVisitorFiles(tx, visitor);
  const taken = await tx.query<{ id: number; name: string; size: number; kind: FormFile['type'] }>(
    `UPDATE form_files SET request_id = $1
     WHERE id = ANY($2::int[]) AND visitor = $3 AND request_id IS NULL
     RETURNING id, name, size, kind`,
    [requestId, wanted, visitor],
  );
  if (taken.length !== wanted.length)
    throw new HttpError(400, 'validation', { fileIds: 'Файл не найден: загрузите его ещё раз' });
  return taken.map((f) => ({ id: f.id, name: f.name, size: f.size, type: f.kind }));
}

/**
 * Deletes `visitor`'s waiting files: those of `ids`, or all of them when `ids` is undefined. Answers
 * the ids deleted; someone else's or a sent file is left alone and not named.
 */
export async function deleteWaitingFormFiles(
  db: Db,
  visitor: string,
  ids: readonly number[] | undefined,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    ids === undefined
      ? 'DELETE FROM form_files WHERE visitor = $1 AND request_id IS NULL RETURNING id'
      : 'DELETE FROM form_files WHERE visitor = $1 AND request_id IS NULL AND id = ANY($2::int[]) RETURNING id',
    ids === undefined ? [visitor] : [visitor, [...ids]],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Removes every uploaded file no request took within `hours` before `now` (the forms' sweep): the
 * API runs it on uploads, a host may run it on a timer. Answers how many were removed.
 */
export async function sweepUnusedFormFiles(
  db: Db,
  now: number,
  hours = FORM_FILE_UNUSED_HOURS,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM form_files WHERE request_id IS NULL AND created_at < $1 RETURNING id',
    [new Date(now - hours * 3600_000).toISOString()],
  );
  return rows.length;
}
