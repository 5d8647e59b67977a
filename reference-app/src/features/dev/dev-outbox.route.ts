import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { accountHead } from '../../app/personal-head';

/**
 * /dev/outbox/: the SMS and e-mails the development server "sent" (codes for registration and
 * login). Only where the API's dev outbox answers; a production server answers 404, and so does this page.
 */
export const devOutboxRoute = defineRoute({
  name: 'dev-outbox',
  status: 200,
  match: exactly('/dev/outbox/'),
  loader: async ({ client, url }) => {
    const to = url.searchParams.get('to') ?? '';
    const { outboxMessages } = await import('./outbox-messages');
    return { to, messages: await outboxMessages(client, to) };
  },
  page: () => import('./dev-outbox-page'),
  head: () => accountHead('Исходящие сообщения (разработка)', '/dev/outbox/'),
});
