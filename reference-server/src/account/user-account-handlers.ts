import type { accountCalls } from '@verstak/sdk/contract';
import type { Handlers } from '../context/define-handlers';
import { addBankDetails, changeBankDetails, listBankDetails, removeBankDetails } from './bank-details';
import {
  addOrganization,
  changeContract,
  changeEdo,
  changeOrganization,
  listOrganizations,
  removeOrganization,
} from './organizations';
import { personalDataOf } from './personal-data';
import { changeProfile } from './profile';
import { sessionUserId } from './session-user';

/** The account calls of the `/user/` family: profile, bank details, organizations, EDO, contract (§7.4). */
export const userAccountHandlers = {
  async updateProfile(input, ctx) {
    const userId = sessionUserId(ctx);
    await changeProfile(ctx, userId, input);
    return personalDataOf(ctx.db, userId, ctx.clock.now());
  },
  async bankDetails({ organizationId }, ctx) {
    return { items: await listBankDetails(ctx.db, sessionUserId(ctx), organizationId) };
  },
  async addBankDetails(input, ctx) {
    return { bankDetails: await addBankDetails(ctx.db, sessionUserId(ctx), input) };
  },
  async changeBankDetails({ id, ...fields }, ctx) {
    return { bankDetails: await changeBankDetails(ctx.db, sessionUserId(ctx), id, fields) };
  },
  async removeBankDetails({ id }, ctx) {
    return { removed: await removeBankDetails(ctx.db, sessionUserId(ctx), id) };
  },
  async createOrganization(input, ctx) {
    return { organization: await addOrganization(ctx.db, sessionUserId(ctx), input) };
  },
  async organizations({ query }, ctx) {
    return { items: await listOrganizations(ctx.db, sessionUserId(ctx), query) };
  },
  async updateOrganization({ id, ...fields }, ctx) {
    return { organization: await changeOrganization(ctx.db, sessionUserId(ctx), id, fields) };
  },
  async deleteOrganization({ id }, ctx) {
    return { removed: await removeOrganization(ctx.db, sessionUserId(ctx), id) };
  },
  async changeEdo({ id, ...fields }, ctx) {
    return { organization: await changeEdo(ctx.db, sessionUserId(ctx), id, fields) };
  },
  async changeContract({ id, status }, ctx) {
    return { organization: await changeContract(ctx.db, sessionUserId(ctx), id, status) };
  },
} satisfies Partial<Handlers<typeof accountCalls>>;
