import type { PageProps } from '../../app/define-route';
import { accountHead } from '../../app/personal-head';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { AuthPanel } from './auth-panel';
import type { personalLoginRoute } from './personal-login.route';

/** The login page: the modal's form on a page of its own, returning to `r` after login. */
export function Page({ data }: PageProps<typeof personalLoginRoute>) {
  return (
    <div className="container account-page">
      <Breadcrumbs items={accountHead('Вход', '').breadcrumbs} />
      <div className="account-card">
        <AuthPanel next={data.returnTo} headingLevel={1} />
      </div>
    </div>
  );
}
