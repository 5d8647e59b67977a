import { createHash } from 'node:crypto';
import type { RequestContext } from '../context/request-context';
import { retryingConflicts } from '../db/conflict-retry';
import type { Db } from '../db/database';
import { HttpError } from './http-error';

// Idempotent writes (orders, payments). The key's claim row is inserted in the same transaction as
// the write: a concurrent duplicate's insert waits on the first one's uncommitted row, then finds
// it committed (and answers the first answer) or gone with a rollback (and does the work itself).
// So one key makes one write, and a retry after a lost answer gets that answer again. An error
// rolls the claim back with the write: a refused request may be retried with the same key. A
// transaction PostgreSQL rolled back for a concurrent one (a deadlock, a serialization failure) is
// run again here, a few times, before any answer: it left nothing, so it is the same request.

/** The request header that carries the key. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key's form: 8 to 128 letters, digits, `-`, `_`, `.` or `:` (a UUID fits). */
const KEY_FORM = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's key: null when it has none; a malformed one is refused 400. */
function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_FORM.test(key))
    throw new HttpError(400, 'validation', {
      common: `${IDEMPOTENCY_HEADER} must be 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID fits)`,
    });
  return key;
}

/** A value as stable text for hashing: object keys sorted, files by name, size and content digest. */
async function canonical(value: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const digest = createHash('sha256')
      .update(new Uint8Array(await value.arrayBuffer()))
      .digest('hex');
    return { file: (value as Blob & { name?: string }).name ?? '', size: value.size, sha256: digest };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort())
      out[key] = await canonical((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** Digests already taken, by input object: a handler asking `answeredBefore` first hashes its files once. */
const digests = new WeakMap<object, { callId: string; hash: Promise<string> }>();

/** The digest of a call and its parsed input: what a key must be reused with. */
function requestHash(callId: string, input: unknown): Promise<string> {
  const known = typeof input === 'object' && input !== null ? digests.get(input) : undefined;
  if (known?.callId === callId) return known.hash;
  const hash = canonical(input).then((value) =>
    createHash('sha256')
      .update(JSON.stringify([callId, value]))
      .digest('hex'),
  );
  if (typeof input === 'object' && input !== null) digests.set(input, { callId, hash });
  return hash;
}

/** The refusal of a key reused for another call or input. */
function mismatch(): HttpError {
  return new HttpError(422, 'idempotency_mismatch', {
    common: `This ${IDEMPOTENCY_HEADER} was used for another request; send a new key for a new action`,
  });
}

/** The kept answer of a key, or 422 when the key was used for another call or input. */
async function answerOf<T>(
  db: Db,
  scope: string,
  key: string,
  callId: string,
  hash: string,
): Promise<{ answered: boolean; response: T } | null> {
  const [first] = await db.query<{
    call: string;
    request_hash: string;
    status: number | null;
    response: unknown;
  }>('SELECT call, request_hash, status, response FROM idempotency_keys WHERE scope = $1 AND key = $2', [
    scope,
    key,
  ]);
  if (!first) return null;
  if (first.call !== callId || first.request_hash !== hash) throw mismatch();
  return { answered: first.status === 200, response: first.response as T };
}

/**
 * The answer already given to this request's `Idempotency-Key`, or null (no key, or not answered
 * yet). A handler asks before its own checks, so a retry gets its first answer even when those
 * checks would refuse it now (a delivery date that has passed since); 422 for a key used otherwise.
 */
export async function answeredBefore<T>(
  ctx: RequestContext,
  callId: string,
  input: unknown,
  options: { scope: string },
): Promise<T | null> {
  const key = idempotencyKeyOf(ctx.request);
  if (key === null) return null;
  const { scope } = options;
  const found = await answerOf<T>(ctx.db, scope, key, callId, await requestHash(callId, input));
  return found?.answered ? found.response : null;
}

/**
 * Runs `run` in a transaction once per `Idempotency-Key` of the visitor: the first request with a
 * key does the work and its answer is kept; a repeat (concurrent or later) answers the kept answer;
 * the same key with another call or input is 422 `idempotency_mismatch`. Without a key, `run`
 * simply runs in a transaction. The key is scoped by `scope`, the visitor's fUserId: the feature
 * reads it from the session and passes it, for plumbing knows no visitors.
 */
export async function withIdempotency<T>(
  ctx: RequestContext,
  callId: string,
  input: unknown,
  run: (tx: Db) => Promise<T>,
  options: { scope: string },
): Promise<T> {
  const key = idempotencyKeyOf(ctx.request);
  if (key === null) return retryingConflicts(() => ctx.db.transaction(run));
  const { scope } = options;
  const hash = await requestHash(callId, input);
  return retryingConflicts(() => claimAndRun(ctx.db, { scope, key, callId, hash }, run));
}

/** One run of {@link withIdempotency}'s transaction: the claim, the work, the kept answer. */
function claimAndRun<T>(
  db: Db,
  claim: { scope: string; key: string; callId: string; hash: string },
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  const { scope, key, callId, hash } = claim;
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, call, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, callId, hash],
    );
    if (claimed.length === 0) {
      const first = await answerOf<T>(tx, scope, key, callId, hash);
      if (!first) throw mismatch();
      return first.response;
    }
    const result = await run(tx);
    await tx.query(
      'UPDATE idempotency_keys SET status = 200, response = $3::jsonb WHERE scope = $1 AND key = $2',
      [scope, key, JSON.stringify(result)],
    );
    return result;
  });
}
