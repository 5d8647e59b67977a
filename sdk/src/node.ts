// The Node-only entry (`@verstak/sdk/node`): nothing here may reach the browser bundle.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TokenStore } from './session/token-store';

/** A token store in a JSON file (mode 0600), for the CLI's login session. */
export function fileTokenStore(path: string): TokenStore {
  return {
    get: () => {
      try {
        const saved = JSON.parse(readFileSync(path, 'utf8')) as { token?: unknown; expiresAt?: unknown };
        if (typeof saved.token !== 'string') return null;
        if (typeof saved.expiresAt === 'number' && saved.expiresAt <= Date.now()) return null;
        return saved.token;
      } catch {
        return null;
      }
    },
    set: (token, expiresAt) => {
      if (token === null) {
        rmSync(path, { force: true });
        return;
      }
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify({ token, expiresAt: expiresAt ?? null }), { mode: 0o600 });
      chmodSync(path, 0o600);
    },
  };
}
