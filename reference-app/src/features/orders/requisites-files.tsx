import { REQUISITES_FILE_MAX_BYTES, REQUISITES_FILE_TYPES, REQUISITES_FILES_LIMIT } from '@verstak/sdk';
import { useId } from 'react';

/** Why a file is refused before sending, or '' when it may go. */
export function requisitesFileProblem(file: { name: string; size: number }): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(REQUISITES_FILE_TYPES as readonly string[]).includes(ext))
    return `${file.name}: такой тип файла не принимается`;
  if (file.size > REQUISITES_FILE_MAX_BYTES) return `${file.name}: больше 10 МБ`;
  if (file.size === 0) return `${file.name}: файл пуст`;
  return '';
}

/** The server's messages about the files (`requisitesFiles`, `requisitesFiles.2`, …), naming the refused ones. */
export function requisitesErrors(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([key]) => key.startsWith('requisitesFiles'))
    .map(([, message]) => message);
}

/**
 * Requisites files for a legal entity's order (multipart): the type and size limits are shown, files
 * over them are refused here with their names, and the server's refusals are named below.
 */
export function RequisitesFiles({
  files,
  onChange,
  serverErrors,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  serverErrors: readonly string[];
}) {
  const id = useId();
  const problems = files.map(requisitesFileProblem).filter(Boolean);
  const tooMany = files.length > REQUISITES_FILES_LIMIT;
  const messages = [
    ...problems,
    ...(tooMany ? [`Не больше ${REQUISITES_FILES_LIMIT} файлов`] : []),
    ...serverErrors,
  ];
  return (
    <div className="field">
      <label htmlFor={id}>Реквизиты организации</label>
      {/* The browser's own picker speaks the browser's language («Choose Files»): it is hidden, and
          a button-like label in Russian opens it. */}
      <div className="file-picker">
        <input
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          accept={REQUISITES_FILE_TYPES.map((t) => `.${t}`).join(',')}
          aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange([...(event.target.files ?? [])])}
        />
        <label htmlFor={id} className="button button--light" aria-hidden="true">
          {files.length > 0 ? 'Выбрать другие файлы' : 'Выбрать файлы'}
        </label>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        PDF, JPG, PNG, DOC, DOCX, XLS или XLSX, до {REQUISITES_FILES_LIMIT} файлов по 10 МБ.
      </p>
      {files.length > 0 && (
        <ul className="files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name} ({Math.max(1, Math.round(file.size / 1024))} КБ)
            </li>
          ))}
        </ul>
      )}
      {messages.length > 0 && (
        <div className="field__error" id={`${id}-error`} role="alert">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** Whether the chosen files may be sent. */
export function requisitesReady(files: readonly File[]): boolean {
  return files.length <= REQUISITES_FILES_LIMIT && files.every((f) => requisitesFileProblem(f) === '');
}
