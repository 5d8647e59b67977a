import { ApiError, type Client } from '@verstak/sdk';
import { apiBase, cliClient, cliSession, type GlobalOptions } from './client';
import { CliError, type Io } from './io';

/**
 * A client for the support commands: the file session must be a staff login. No session is
 * `not_logged_in` before any call; a refused one (401/403) is reported in plain words.
 */
export async function staffClient(options: GlobalOptions, io: Io): Promise<Client> {
  const api = apiBase(options, io);
  if (!cliSession(options, io).hasSession())
    throw new CliError(
      `Not logged in to ${api}: support commands need a staff login, e.g. verstak login --email operator@verstak.example.ru`,
      'not_logged_in',
    );
  return cliClient(options, io);
}

/** Runs a staff call, reading 401 as "not logged in" and 403 as "not staff". */
export async function asStaff<T>(options: GlobalOptions, io: Io, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new CliError(
        `Not logged in to ${apiBase(options, io)} as staff: run verstak login --email <staff e-mail>`,
        'not_logged_in',
      );
    if (error instanceof ApiError && error.status === 403)
      throw new CliError(
        'This command is for support staff: the account needs the operator or administrators group',
        'forbidden',
      );
    throw error;
  }
}
