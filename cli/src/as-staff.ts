import { ApiError, supportApi } from '@verstak/sdk';
import { apiBase, cliClient, cliSession, type GlobalOptions } from './client';
import { CliError, type Io } from './io';
import { deadTokenError } from './token-session';

type Support = ReturnType<typeof supportApi>;

/**
 * Runs a support command's call with the file session, which must be a staff login: no session is
 * `not_logged_in` before any call; a refused one is told in plain words, 401 as "not logged in" and
 * 403 as "not staff".
 */
export async function asStaff<T>(
  options: GlobalOptions,
  io: Io,
  call: (support: Support) => Promise<T>,
): Promise<T> {
  const api = apiBase(options, io);
  if (!cliSession(options, io).hasSession())
    throw new CliError(
      `Not logged in to ${api}: support commands need a staff login, e.g. verstak login --email operator@verstak.example.ru`,
      'not_logged_in',
    );
  const support = supportApi(await cliClient(options, io));
  try {
    return await call(support);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw (
        deadTokenError(io.env, api) ??
        new CliError(
          `Not logged in to ${api} as staff: run verstak login --email <staff e-mail>`,
          'not_logged_in',
        )
      );
    if (error instanceof ApiError && error.status === 403)
      throw new CliError(
        'This command is for support staff: the account needs the operator or administrators group',
        'forbidden',
      );
    throw error;
  }
}
