import { useVerstak } from '@verstak/react';
import { contentApi, pageTextOf, type StaticPage } from '@verstak/sdk';
import { useId, useState } from 'react';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { Modal } from '../../ui/overlay/modal';

const MARKUP_HINT =
  '## заголовок · - пункт списка · 1. шаг · | ячейка | ячейка | · [текст ссылки](/customer/delivery/) · {{реквизиты}} — реквизиты компании. Абзацы разделяйте пустой строкой.';

/**
 * The content managers' editor of a static page (§6): title, description and text in the small
 * markup the server turns into blocks. Shown only to `content-managers` and `administrators`; the
 * server refuses everyone else whatever the page shows.
 */
export function StaticPageEditor({ page }: { page: StaticPage }) {
  const { client } = useVerstak();
  const [open, setOpen] = useState(false);
  const { errors, busy, run } = useSubmit();
  const textId = useId();

  const save = (values: Record<string, string>) =>
    run(async () => {
      await contentApi(client).updateStaticPage({
        path: page.path,
        title: values.title ?? '',
        description: values.description ?? '',
        text: values.text ?? '',
      });
      // The page's head and text come from the server: load it anew.
      window.location.assign(page.path);
    });

  return (
    <div className="static-page__editor">
      <p>Вы контент-менеджер: эту страницу можно изменить.</p>
      <button type="button" className="button button--light" onClick={() => setOpen(true)}>
        Редактировать страницу
      </button>
      {open && (
        <Modal title="Изменить страницу" width={720} onClose={() => setOpen(false)}>
          <h2 className="modal__title">Изменить страницу {page.path}</h2>
          <form
            className="form"
            aria-label="Изменение страницы"
            onSubmit={(event) => void save(formValues(event))}
          >
            <Field
              label="Заголовок"
              name="title"
              maxLength={150}
              defaultValue={page.title}
              error={errors.title}
            />
            <Field
              label="Description для поисковиков"
              name="description"
              maxLength={300}
              defaultValue={page.description}
              error={errors.description}
            />
            <div className={`field${errors.text ? ' field--invalid' : ''}`}>
              <label htmlFor={textId}>Текст</label>
              <textarea
                id={textId}
                name="text"
                rows={18}
                maxLength={60_000}
                defaultValue={pageTextOf(page.blocks)}
                aria-invalid={errors.text ? true : undefined}
              />
              <p className="field__hint">{MARKUP_HINT}</p>
              {errors.text && <p className="field__error">{errors.text}</p>}
            </div>
            <FormError errors={errors} fields={['title', 'description', 'text']} />
            <Submit busy={busy}>Сохранить</Submit>
          </form>
        </Modal>
      )}
    </div>
  );
}
