import { usersCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../http/define-handlers';
import { unbuilt } from '../http/unbuilt';

/** The account calls of the `/users/` family: the personal data and its changes (§7.4). */
export const accountHandlers = {
  ...unbuilt(usersCalls, [
    'personal',
    'change',
    'changeModal',
    'addReceiver',
    'changeReceiver',
    'removeReceiver',
    'addAddress',
    'changeAddress',
    'removeAddress',
    'addOrganization',
    'changeOrganization',
    'removeOrganization',
  ]),
} satisfies Partial<Handlers<typeof usersCalls>>;
