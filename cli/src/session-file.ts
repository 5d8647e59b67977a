import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the CLI keeps its login session for an API: `$VERSTAK_SESSION`, else
 * `$XDG_CONFIG_HOME/verstak/session-<host>.json` (`~/.config` when unset), one file per API host so
 * that sessions of different stores never mix.
 */
export function sessionFile(api: string, env: Record<string, string | undefined>): string {
  if (env.VERSTAK_SESSION) return env.VERSTAK_SESSION;
  const config = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  const host = new URL(api).host.replace(/[^a-zA-Z0-9.-]/g, '_');
  return join(config, 'verstak', `session-${host}.json`);
}
