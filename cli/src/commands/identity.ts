import { ApiError, accountApi, type Client, createClient, identityApi } from '@verstak/sdk';
import { refreshCookieFetch } from '@verstak/sdk/node';
import {
  apiBase,
  cliClient,
  cliSession,
  debugOf,
  type GlobalOptions,
  loginClient,
  timeoutOf,
} from '../client';
import { CliError, type Io } from '../io';
import { jsonText } from '../json-text';
import { CODE_PATTERN, type LoginFlags, passwordFromStdin, planLogin } from '../login-plan';
import { deadTokenError } from '../token-session';

/** Who is logged in, as `whoami` shows it: no token, no password, nothing secret. */
export interface Identity {
  id: number;
  name: string;
  phone: string;
  email: string;
  /** `person` or `legal` (a legal entity). */
  type: string;
  isB2B: boolean;
  /** The user's groups (§6): staff are in content-managers, administrators, page-tags or operator. */
  groups: string[];
}

const TYPE_TITLES: Record<string, string> = { person: 'private person', legal: 'legal entity' };

/** The account of the session, read from GET /users/personal. */
async function identityOf(client: Client): Promise<Identity> {
  const { user } = await accountApi(client).personalData({});
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    type: user.type,
    isB2B: user.isB2B,
    groups: user.groups,
  };
}

function printIdentity(identity: Identity, io: Io): void {
  const rows: Array<[string, string]> = [
    ['name', identity.name || '—'],
    ['phone', identity.phone || '—'],
    ['e-mail', identity.email || '—'],
    ['type', `${TYPE_TITLES[identity.type] ?? identity.type}${identity.isB2B ? ', B2B buyer' : ''}`],
    ['groups', identity.groups.length > 0 ? identity.groups.join(', ') : '—'],
  ];
  const width = Math.max(...rows.map(([title]) => title.length));
  for (const [title, value] of rows) io.out(`${title.padEnd(width)}  ${value}`);
}

const notLoggedIn = (api: string) =>
  new CliError(
    `Not logged in to ${api}: run verstak login --phone <phone> or --email <email>`,
    'not_logged_in',
  );

/** A refused session (401/403 after the refresh) read as "not logged in", which is what it means here. */
async function asLoggedIn<T>(api: string, io: Io, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      throw deadTokenError(io.env, api) ?? notLoggedIn(api);
    throw error;
  }
}

/**
 * Runs a call that opens a session, reporting a refusal as the server's words alone: a wrong
 * password comes as the field error `password: …`, and the shopper's message reads better bare.
 */
async function refusedAsSaid<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const messages = [...new Set(Object.values(error.errors))];
      const message = messages.length > 0 ? messages.join('; ') : error.message;
      throw new CliError(message, error.code, { retryAfter: error.retryAfter });
    }
    throw error;
  }
}

/** How to describe the account a session belongs to, in the line `login` prints. */
const describe = (identity: Identity) =>
  identity.email && identity.name ? `${identity.name} (${identity.email})` : identity.name || identity.phone;

/**
 * `verstak login`: by phone or e-mail with a password (asked on the terminal without echo, or read
 * with `--password-stdin`), or by phone with an SMS code (`--sms` asks for it, `--send-code` only
 * sends it, `--code` gives it). The new session replaces the file's old one only once the login
 * succeeded. Never prints the password, the code or a token.
 */
export async function login(flags: LoginFlags, options: GlobalOptions, io: Io): Promise<void> {
  const api = apiBase(options, io);
  const input = io.input;
  const plan = planLogin(flags, input?.interactive ?? false);
  const { client, refreshCookie } = loginClient(options, io);
  const calls = identityApi(client);

  if (plan.kind === 'send-code' || plan.kind === 'sms') {
    const sent = await refusedAsSaid(() => calls.authentication({ phone: plan.phone }));
    const line = `Code sent to ${sent.sentTo}: valid for ${Math.round(sent.expiresIn / 60)} min`;
    if (plan.kind === 'send-code') {
      io.out(
        options.json
          ? jsonText({ sentTo: sent.sentTo, expiresIn: sent.expiresIn, retryAfter: sent.retryAfter })
          : `${line}; then: verstak login --phone "${plan.phone}" --code <code>`,
      );
      return;
    }
    io.err(line);
  }

  let session: { accessToken: string; expiresAt: number };
  if (plan.kind === 'password') {
    if (!input) throw new CliError('No stdin to read the password from');
    const password =
      plan.from === 'stdin'
        ? passwordFromStdin(await input.readAll())
        : await input.ask('Password: ', { secret: true });
    if (password === '') throw new CliError('No password given');
    session = await refusedAsSaid(() => calls.login({ login: plan.login, password }));
  } else {
    let code = plan.kind === 'code' ? plan.code : '';
    if (plan.kind === 'sms') {
      if (!input) throw new CliError('No stdin to read the code from');
      code = (await input.ask('Code from the SMS: ')).trim();
      if (!CODE_PATTERN.test(code)) throw new CliError('The code is the 4 to 6 digits the SMS gave');
    }
    session = await refusedAsSaid(() => calls.login({ login: plan.phone, code }));
  }

  const file = cliSession(options, io);
  await endSessionOnServer(file.refreshCredential.get(), options, io);
  file.clear();
  const cookie = refreshCookie();
  if (cookie?.value) file.refreshCredential.set(cookie.value, cookie.expiresAt);
  file.tokenStore.set(session.accessToken, session.expiresAt);

  let identity: Identity | undefined;
  try {
    identity = await identityOf(await cliClient(options, io));
  } catch {
    // The login stands even if the profile cannot be read now; whoami will say why.
  }
  if (options.json) io.out(jsonText({ api, loggedIn: true, ...(identity ? { user: identity } : {}) }));
  else io.out(`Logged in to ${api}${identity ? ` as ${describe(identity)}` : ''}`);
}

/**
 * Revokes a session the file held before a new login replaced it, so that its refresh credential
 * does not stay valid on the server for its month; best effort, as the new login already stands.
 */
async function endSessionOnServer(credential: string | null, options: GlobalOptions, io: Io): Promise<void> {
  if (!credential) return;
  const client = createClient({
    baseUrl: apiBase(options, io),
    timeout: timeoutOf(options),
    fetch: refreshCookieFetch({ get: () => credential, set: () => {} }, io.fetch),
    // No refresh: this client has no session of its own to renew.
    refreshSession: async () => {},
    ...debugOf(options, io),
  });
  try {
    await identityApi(client).logout({});
  } catch {
    // The old session ends on its own when its credential expires.
  }
}

/** `verstak whoami`: the account of the session: name, phone, e-mail, type and groups. */
export async function whoami(options: GlobalOptions, io: Io): Promise<void> {
  const api = apiBase(options, io);
  if (!cliSession(options, io).hasSession()) throw notLoggedIn(api);
  const client = await cliClient(options, io);
  const identity = await asLoggedIn(api, io, () => identityOf(client));
  if (options.json) io.out(jsonText(identity));
  else printIdentity(identity, io);
}

/**
 * `verstak logout`: ends the session on the server (its refresh credential is revoked), then
 * removes the session file. If the server cannot be reached the file stays, so that the logout
 * can be run again; a session the server has already ended is simply removed.
 */
export async function logout(options: GlobalOptions, io: Io): Promise<void> {
  const api = apiBase(options, io);
  const session = cliSession(options, io);
  if (!session.hasSession()) {
    session.clear();
    io.out(options.json ? jsonText({ api, loggedOut: false }) : `Not logged in to ${api}`);
    return;
  }
  try {
    await identityApi(await cliClient(options, io)).logout({});
  } catch (error) {
    // A session the server has already ended (refused, or renewed as a guest's) is simply removed.
    const ended =
      (error instanceof ApiError && (error.status === 401 || error.status === 403)) ||
      (error instanceof CliError && error.code === 'not_logged_in');
    if (!ended) throw error;
  }
  session.clear();
  io.out(options.json ? jsonText({ api, loggedOut: true }) : `Logged out of ${api}`);
}
