import { userCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../http/define-handlers';
import { unbuilt } from '../http/unbuilt';

/** The account calls of the `/user/` family: profile, bank details, organizations, EDO, contract (§7.4). */
export const userAccountHandlers = {
  ...unbuilt(userCalls, [
    'change',
    'bankDetails',
    'addBankDetails',
    'changeBankDetails',
    'removeBankDetails',
    'addOrganization',
    'organizations',
    'changeOrganization',
    'removeOrganization',
    'changeEdo',
    'changeContract',
  ]),
} satisfies Partial<Handlers<typeof userCalls>>;
