import type { personalDataSchema } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import { listBankDetails } from './bank-details';
import { profileOf } from './profile';

/** The whole account as the personal calls of both families answer it: profile and bank details. */
export async function personalDataOf(
  db: Db,
  userId: number,
  now: number,
): Promise<z.output<typeof personalDataSchema>> {
  const [user, bankDetails] = await Promise.all([profileOf(db, userId, now), listBankDetails(db, userId)]);
  return { user, bankDetails };
}
