import type { accountCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import { addAddress, changeAddress, removeAddress } from './addresses';
import { addOrganization, changeOrganization, removeOrganization } from './organizations';
import { personalDataOf } from './personal-data';
import { changeProfile } from './profile';
import { addReceiver, changeReceiver, removeReceiver } from './receivers';
import { sessionUserId } from './session-user';

/** The account calls of the `/users/` family: the personal data and its changes (§7.4). */
export const usersAccountHandlers = {
  async personalData(_input, ctx) {
    return personalDataOf(ctx.db, sessionUserId(ctx), ctx.clock.now());
  },
  changeProfile: changeAndAnswer,
  changeProfileModal: changeAndAnswer,
  async addReceiver(input, ctx) {
    return { receiver: await addReceiver(ctx.db, sessionUserId(ctx), input) };
  },
  async changeReceiver({ id, ...fields }, ctx) {
    return { receiver: await changeReceiver(ctx.db, sessionUserId(ctx), id, fields) };
  },
  async removeReceiver({ id }, ctx) {
    return { removed: await removeReceiver(ctx.db, sessionUserId(ctx), id) };
  },
  async addAddress(input, ctx) {
    return { address: await addAddress(ctx.db, sessionUserId(ctx), input) };
  },
  async changeAddress({ id, ...fields }, ctx) {
    return { address: await changeAddress(ctx.db, sessionUserId(ctx), id, fields) };
  },
  async removeAddress({ id }, ctx) {
    return { removed: await removeAddress(ctx.db, sessionUserId(ctx), id) };
  },
  async addOrganization(input, ctx) {
    return { organization: await addOrganization(ctx.db, sessionUserId(ctx), input) };
  },
  async changeOrganization({ id, ...fields }, ctx) {
    return { organization: await changeOrganization(ctx.db, sessionUserId(ctx), id, fields) };
  },
  async removeOrganization({ id }, ctx) {
    return { removed: await removeOrganization(ctx.db, sessionUserId(ctx), id) };
  },
} satisfies Partial<Handlers<typeof accountCalls>>;

/** `changeProfile` and `changeProfileModal`: the same profile change, answered with the whole account. */
async function changeAndAnswer(
  input: Parameters<Handlers<typeof accountCalls>['changeProfile']>[0],
  ctx: RequestContext,
) {
  const userId = sessionUserId(ctx);
  await changeProfile(ctx, userId, input);
  return personalDataOf(ctx.db, userId, ctx.clock.now());
}
