import './tag-editor.css';
import { useVerstak } from '@verstak/react';
import { ApiError, brandsApi, type CatalogTag, tagsApi } from '@verstak/sdk';
import { useId, useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';

/** The tag a page shows, as the editor starts from it. */
interface ShownTag {
  code: string;
  title: string;
  text: string;
  url: string;
}

/** A multi-line field with its error, like {@link Field}. */
function TextArea({
  label,
  name,
  defaultValue,
  error,
  hint,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={20000}
        aria-invalid={error ? true : undefined}
      />
      {hint && <p className="field__hint">{hint}</p>}
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

/** Brand codes as staff type them: comma- or space-separated. */
function codesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '');
}

/** A refusal before the call: the field and its message, as the server would say it. */
function refusal(field: string, message: string): ApiError {
  return new ApiError({ message, status: 0, code: 'validation', errors: { [field]: message } });
}

/**
 * The staff's tag editor on a tag page (§6): change this tag, make a new one, or delete this one.
 * Shown only to the `page-tags`, `content-managers` and `administrators` groups; the server refuses
 * everyone else whatever the page shows.
 */
export function TagEditor({
  kind,
  tag,
  brands,
}: {
  kind: 'catalog' | 'brand';
  tag: ShownTag;
  brands: string[];
}) {
  const { client } = useVerstak();
  const [mode, setMode] = useState<'closed' | 'edit' | 'create'>('closed');
  const [rules, setRules] = useState<CatalogTag | null>(null);
  const { errors, busy, run } = useSubmit();
  const kindTitle = kind === 'brand' ? 'бренд-тег' : 'тег каталога';

  const open = (next: 'edit' | 'create') =>
    void run(async () => {
      if (kind === 'catalog' && next === 'edit')
        setRules((await tagsApi(client).show({ code: tag.code })).tag);
      setMode(next);
    });

  const save = (values: Record<string, string>) =>
    run(async () => {
      const code = mode === 'create' ? (values.code ?? '').trim() : tag.code;
      if (mode === 'create' && code === '')
        throw refusal('code', 'Укажите код тега латиницей: instrument-dlya-dachi');
      if ((values.title ?? '').trim() === '') throw refusal('title', 'Укажите заголовок');
      const brandCodes = codesOf(values.brands ?? '');
      let url: string;
      if (kind === 'brand') {
        if (brandCodes.length === 0) throw refusal('brands', 'Укажите хотя бы один бренд');
        const input = { code, title: values.title ?? '', text: values.text ?? '', brands: brandCodes };
        url = (
          mode === 'create'
            ? await brandsApi(client).createBrandTag(input)
            : await brandsApi(client).updateBrandTag(input)
        ).tag.url;
      } else {
        const input = {
          code,
          title: values.title ?? '',
          text: values.text ?? '',
          metaTitle: values.metaTitle ?? '',
          metaDescription: values.metaDescription ?? '',
          section: (values.section ?? '').trim(),
          brands: brandCodes,
          filter: values.filter ?? '',
        };
        url = (mode === 'create' ? await tagsApi(client).create(input) : await tagsApi(client).update(input))
          .tag.url;
      }
      // The page's data, its filter and its head come from the server: load the page anew.
      window.location.assign(url);
    });

  const remove = () =>
    void run(async () => {
      if (!window.confirm(`Удалить ${kindTitle} «${tag.title}»? Страница ${tag.url} перестанет открываться.`))
        return;
      if (kind === 'brand') await brandsApi(client).deleteBrandTag({ code: tag.code });
      else await tagsApi(client).delete({ code: tag.code });
      window.location.assign(kind === 'brand' ? '/brands/' : '/catalog/');
    });

  const editing = mode === 'edit';
  const start = editing
    ? { title: tag.title, text: tag.text, brands: kind === 'brand' ? brands : (rules?.brands ?? []) }
    : { title: '', text: '', brands: [] as string[] };
  return (
    <div className="container">
      <div className="tag-editor">
        <p className="tag-editor__note">Вы редактор тегов: этот {kindTitle} можно изменить или удалить.</p>
        <button type="button" className="button button--light" onClick={() => open('edit')} disabled={busy}>
          Редактировать тег
        </button>
        <button type="button" className="button button--light" onClick={() => open('create')} disabled={busy}>
          Новый тег
        </button>
        {mode === 'closed' && <FormError errors={errors} />}
      </div>
      {mode !== 'closed' && (
        <Modal title={editing ? 'Изменить тег' : 'Новый тег'} width={720} onClose={() => setMode('closed')}>
          <h2 className="modal__title">{editing ? `Изменить ${kindTitle}` : `Новый ${kindTitle}`}</h2>
          <form
            className="form tag-editor__form"
            aria-label={editing ? 'Изменение тега' : 'Новый тег'}
            onSubmit={(event) => void save(formValues(event))}
          >
            {editing ? (
              <p>
                Код: <strong>{tag.code}</strong> — адрес {tag.url}
              </p>
            ) : (
              <Field
                label="Код (адрес страницы)"
                name="code"
                maxLength={64}
                autoComplete="off"
                hint="Латиница, цифры и дефисы: instrument-dlya-dachi"
                error={errors.code}
              />
            )}
            <Field
              label="Заголовок"
              name="title"
              maxLength={120}
              defaultValue={start.title}
              error={errors.title}
            />
            <TextArea
              label="Текст"
              name="text"
              defaultValue={start.text}
              error={errors.text}
              hint="Абзацы разделяйте пустой строкой"
            />
            <Field
              label="Бренды"
              name="brands"
              defaultValue={start.brands.join(', ')}
              hint="Коды брендов через запятую: makita, bosch"
              error={errors.brands}
            />
            {kind === 'catalog' && (
              <>
                <Field
                  label="Раздел каталога"
                  name="section"
                  defaultValue={editing ? (rules?.section ?? '') : ''}
                  hint="Адрес раздела: /catalog/elektroinstrument/ — пусто для всего каталога"
                  error={errors.section}
                />
                <Field
                  label="Условия фильтра"
                  name="filter"
                  defaultValue={editing ? (rules?.filter ?? '') : ''}
                  hint="Как в адресе фильтра: price-to-5000/warranty-is-36"
                  error={errors.filter}
                />
                <Field
                  label="Title для поисковиков"
                  name="metaTitle"
                  maxLength={200}
                  defaultValue={editing ? (rules?.metaTitle ?? '') : ''}
                  error={errors.metaTitle}
                />
                <Field
                  label="Description для поисковиков"
                  name="metaDescription"
                  maxLength={400}
                  defaultValue={editing ? (rules?.metaDescription ?? '') : ''}
                  error={errors.metaDescription}
                />
              </>
            )}
            <FormError
              errors={errors}
              fields={[
                'code',
                'title',
                'text',
                'brands',
                'section',
                'filter',
                'metaTitle',
                'metaDescription',
              ]}
            />
            <div className="tag-editor__actions">
              <Submit busy={busy}>Сохранить</Submit>
              {editing && (
                <button type="button" className="button button--light" onClick={remove} disabled={busy}>
                  Удалить тег
                </button>
              )}
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
