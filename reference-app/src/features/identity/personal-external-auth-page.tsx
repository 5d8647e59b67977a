import { useEffect, useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { sendExternalAuthCode } from './external-auth';
import type { personalExternalAuthRoute } from './personal-external-auth.route';

/** The pop-up: hands the code to the window that opened it and closes itself (§2.3). */
export function Page({ data }: PageProps<typeof personalExternalAuthRoute>) {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!data.code) return;
    sendExternalAuthCode({ provider: data.provider, code: data.code });
    setSent(true);
    window.close();
  }, [data.code, data.provider]);
  return (
    <div className="container account-page">
      <div className="account-card">
        <h1>Вход через внешний сервис</h1>
        <output className="status-line">
          {!data.code
            ? 'Сервис не передал код входа. Закройте окно и попробуйте ещё раз.'
            : sent
              ? 'Готово: вход продолжится в окне магазина. Это окно можно закрыть.'
              : 'Передаём код входа…'}
        </output>
      </div>
    </div>
  );
}
