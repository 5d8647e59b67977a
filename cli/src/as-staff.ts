import { ApiError, type Client, supportApi } from '@verstak/sdk';
import { apiBase, cliClient, cliSession, type GlobalOptions } from './client';
import { CliError, type Io } from './io';
import { deadTokenError } from './token-session';

type Support = ReturnType<typeof supportApi>;

/** Who a family of staff commands needs, in the words its errors use. */
export interface StaffRole {
  /** The commands' family, as in "support commands need …". */
  commands: string;
  /** The login they need, as in "… need a staff login". */
  login: string;
  /** An e-mail of such a seeded login, for the hint. */
  example: string;
  /** As in "Not logged in to … as staff". */
  as: string;
  /** What a 403 means, in one sentence naming the groups. */
  forbidden: string;
}

/**
 * Runs a staff command's call with the file session, which must be `role`'s login: no session is
 * `not_logged_in` before any call; a refused one is told in plain words, 401 as "not logged in" and
 * 403 as "not such staff".
 */
export async function asStaffRole<T>(
  options: GlobalOptions,
  io: Io,
  role: StaffRole,
  call: (client: Client) => Promise<T>,
): Promise<T> {
  const api = apiBase(options, io);
  if (!cliSession(options, io).hasSession())
    throw new CliError(
      `Not logged in to ${api}: ${role.commands} commands need ${role.login}, e.g. verstak login --email ${role.example}`,
      'not_logged_in',
    );
  const client = await cliClient(options, io);
  try {
    return await call(client);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw (
        deadTokenError(io.env, api) ??
        new CliError(
          `Not logged in to ${api} as ${role.as}: run verstak login --email <staff e-mail>`,
          'not_logged_in',
        )
      );
    if (error instanceof ApiError && error.status === 403) throw new CliError(role.forbidden, 'forbidden');
    throw error;
  }
}

const SUPPORT: StaffRole = {
  commands: 'support',
  login: 'a staff login',
  example: 'operator@verstak.example.ru',
  as: 'staff',
  forbidden: 'This command is for support staff: the account needs the operator or administrators group',
};

/** Runs a support command's call with the file session, which must be a support staff login. */
export function asStaff<T>(
  options: GlobalOptions,
  io: Io,
  call: (support: Support) => Promise<T>,
): Promise<T> {
  return asStaffRole(options, io, SUPPORT, (client) => call(supportApi(client)));
}
