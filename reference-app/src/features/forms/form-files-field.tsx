import './forms.css';
import { useVerstak } from '@verstak/react';
import {
  FORM_FILE_ACCEPT,
  FORM_FILE_MAX_BYTES,
  FORM_FILES_LIMIT,
  type FormFile,
  formsApi,
} from '@verstak/sdk';
import { useId, useState } from 'react';
import { errorsOf } from '../../ui/form/form';

const MB = 1024 * 1024;
/** What the picker takes, by the name's end: a first check only, the server reads the bytes. */
const TAKEN = /\.(jpe?g|png|webp|pdf)$/i;

/** A size as a shopper reads it. */
function sizeText(bytes: number): string {
  return bytes < MB
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / MB).toFixed(1).replace('.', ',')} МБ`;
}

/**
 * The files of a form (§7.7 /forms-files/): chosen files upload at once, are listed with «Удалить»,
 * and the form sends their ids. Too many, too big or of a kind not taken is said in Russian before
 * anything is sent; the server checks again by the bytes and its refusal is shown as it is.
 */
export function FormFilesField({
  files,
  onChange,
  error,
}: {
  files: FormFile[];
  onChange(files: FormFile[]): void;
  error?: string | undefined;
}) {
  const { client } = useVerstak();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const upload = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length === 0) return;
    setProblem('');
    if (chosen.length + files.length > FORM_FILES_LIMIT)
      return setProblem(`Не больше ${FORM_FILES_LIMIT} файлов к одному обращению`);
    const wrong = chosen.find((f) => !TAKEN.test(f.name));
    if (wrong)
      return setProblem(`«${wrong.name}» — можно приложить фотографию JPEG, PNG, WebP или документ PDF`);
    const big = chosen.find((f) => f.size > FORM_FILE_MAX_BYTES);
    if (big) return setProblem(`«${big.name}» — больше ${FORM_FILE_MAX_BYTES / MB} МБ`);
    setBusy(true);
    try {
      const answer = await formsApi(client).uploadFiles({ file: chosen });
      onChange([...files, ...answer.files]);
    } catch (e) {
      const errors = await errorsOf(e);
      setProblem(errors.file ?? Object.values(errors)[0] ?? 'Не удалось загрузить файл');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (file: FormFile) => {
    setProblem('');
    try {
      await formsApi(client).deleteFile({ id: file.id });
    } catch {
      // Already gone (swept, or removed in another tab): it leaves the list all the same.
    }
    onChange(files.filter((f) => f.id !== file.id));
  };

  const message = problem || error;
  return (
    <div className={`field form-files${message ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        Файлы: до {FORM_FILES_LIMIT}, фото JPEG, PNG, WebP или PDF до {FORM_FILE_MAX_BYTES / MB} МБ
      </label>
      <input
        id={id}
        type="file"
        name="file"
        accept={FORM_FILE_ACCEPT}
        multiple
        disabled={busy || files.length >= FORM_FILES_LIMIT}
        onChange={(event) => {
          void upload(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {busy && <p className="muted">Загружаем…</p>}
      {message && (
        <p className="field__error" role="alert">
          {message}
        </p>
      )}
      {files.length > 0 && (
        <ul className="form-files__list" aria-label="Приложенные файлы">
          {files.map((file) => (
            <li key={file.id}>
              <span className="form-files__name">{file.name}</span>
              <span className="muted">{sizeText(file.size)}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Удалить ${file.name}`}
                onClick={() => void remove(file)}
              >
                Удалить
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
