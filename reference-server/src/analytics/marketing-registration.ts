import type { Db } from '../db/database';

// The marketing tool's (Mindbox's) registration operation (§7.7: «one direct POST from the browser to
// its registration operation with a secret header {key}»). A secret key in a browser is a key anyone
// can read and spend, so the store sends it from here instead: on a successful registration only,
// which takes a code (SMS or e-mail) that the send limits already count — no route of its own, so no
// one can call it to spam the tool. The key is read from the API's environment and never reaches a
// page (the storefront passes its pages counter ids only).

/** Who registered, as the tool takes them. */
export interface MarketingCustomer {
  /** The account's site id (`users.f_user_id`). */
  websiteId: string;
  phone: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
}

/** Where registrations go: the tool, its sandbox, or nowhere. */
export interface MarketingRegistration {
  /** `mindbox`, `sandbox` (kept in the dev outbox) or `off`. */
  readonly name: 'mindbox' | 'sandbox' | 'off';
  /** Sends a registration; never throws (a marketing tool's fault never fails a registration). */
  registered(customer: MarketingCustomer): Promise<void>;
}

/** How the API sends registrations to the marketing tool. */
export type MarketingConfig =
  | { kind: 'mindbox'; endpointId: string; secretKey: string }
  /** No key configured: a local store keeps them in the outbox (demo surfaces on), another drops them. */
  | { kind: 'sandbox' };

/** Who the sandbox's outbox messages are to: the tool. */
export const MARKETING_OUTBOX_RECIPIENT = 'mindbox';

/** The operation the tool registers a customer by. */
export const MINDBOX_REGISTER_OPERATION = 'Website.RegisterCustomer';

const ENDPOINT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The marketing configuration of the environment: `MINDBOX_ENDPOINT_ID` and `MINDBOX_SECRET_KEY` both
 * set → the tool; neither → the sandbox. One without the other, or a malformed endpoint, throws a
 * line that names the variables and never the key.
 */
export function marketingConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): MarketingConfig {
  const endpointId = env.MINDBOX_ENDPOINT_ID?.trim() ?? '';
  const secretKey = env.MINDBOX_SECRET_KEY?.trim() ?? '';
  if (!secretKey) return { kind: 'sandbox' };
  if (!ENDPOINT.test(endpointId))
    throw new Error(
      'MINDBOX_SECRET_KEY is set: MINDBOX_ENDPOINT_ID must name the endpoint (letters, digits, . _ -)',
    );
  return { kind: 'mindbox', endpointId, secretKey };
}

/** The tool's body of a registration. */
export function mindboxCustomer(customer: MarketingCustomer): Record<string, unknown> {
  return {
    customer: {
      ids: { websiteID: customer.websiteId },
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone ? { mobilePhone: customer.phone } : {}),
      firstName: customer.firstName,
      ...(customer.lastName ? { lastName: customer.lastName } : {}),
    },
  };
}

/**
 * The registrations of a configuration. `demoSurfaces`: the store is local (http/demo-surfaces.ts),
 * so the sandbox may keep what it would have sent in the outbox; on a store reachable from outside
 * the sandbox keeps nothing. `log` gets one line per failed send (status only, never the key).
 */
export function marketingRegistration(
  config: MarketingConfig,
  deps: {
    db: Db;
    clock: { now(): number };
    demoSurfaces: boolean;
    fetch?: typeof fetch;
    log?: (line: string) => void;
  },
): MarketingRegistration {
  const log = deps.log ?? (() => undefined);
  if (config.kind === 'mindbox') {
    const fetcher = deps.fetch ?? fetch;
    const url = `https://api.mindbox.ru/v3/operations/async?endpointId=${encodeURIComponent(config.endpointId)}&operation=${MINDBOX_REGISTER_OPERATION}`;
    return {
      name: 'mindbox',
      async registered(customer) {
        try {
          const answer = await fetcher(url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json; charset=utf-8',
              Accept: 'application/json',
              Authorization: `Mindbox secretKey="${config.secretKey}"`,
            },
            body: JSON.stringify(mindboxCustomer(customer)),
            signal: AbortSignal.timeout(5000),
          });
          await answer.body?.cancel();
          if (!answer.ok) log(`marketing registration: the tool answered ${answer.status}`);
        } catch {
          log('marketing registration: the tool did not answer');
        }
      },
    };
  }
  if (!deps.demoSurfaces) return { name: 'off', registered: async () => undefined };
  return {
    name: 'sandbox',
    async registered(customer) {
      try {
        await deps.db.query(
          'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)',
          [
            'marketing',
            // Addressed to the tool, as it would have been: a shopper's phone or e-mail in the
            // outbox's recipient is where codes are looked up (`?to=`), and this carries none.
            MARKETING_OUTBOX_RECIPIENT,
            MINDBOX_REGISTER_OPERATION,
            JSON.stringify(mindboxCustomer(customer)),
            new Date(deps.clock.now()).toISOString(),
          ],
        );
      } catch {
        log('marketing registration: the sandbox could not keep it');
      }
    },
  };
}
