import type { Db } from '../db/database';
import { tooManyAttempts } from '../http/http-error';
import { at } from './secrets';
import { minutesWord } from './throttle';

// How many codes and notices the store sends, beyond the 60 seconds between two codes of one target
// (codes.ts). Each limit is a bucket of `perHour` sends that refills evenly over the hour: that many
// at once, then one every 3600/perHour seconds. Buckets are rows of `send_limits` (migration 009),
// taken in the transaction that stores the code, so they hold across server processes and a refused
// send counts nowhere.
//
// - Per recipient (a phone or an e-mail, whatever the purpose): 6 an hour. Codes spread over many
//   client addresses cannot bomb one phone or mailbox with more than that.
// - Per client address: 10 an hour. A store's shopper asks for two or three codes; ten leaves room
//   for a household or an office behind one address, and for an operator's carrier-grade NAT at a
//   store of this size, while one address can no longer spray codes over 25 phones in a second.
// - Per channel, over the whole store: 1,000 SMS and 2,000 e-mails an hour. The circuit breaker of
//   the SMS budget (about 4 ₽ an SMS) and of the sender's mail reputation: a flood from many addresses
//   costs at most that. It is the one limit an attacker can make everyone share, so it is set well
//   above a normal peak (a few hundred an hour), and one address can take at most 1% of it (the
//   address limit): denying everyone takes a hundred addresses at once, and even then only codes
//   wait — password logins, sessions and orders go on. An operator sizes it to their traffic
//   (`createApi({ sendLimits })`).

/** Sends allowed per hour, per bucket. */
export interface SendLimits {
  /** Codes and notices to one phone or e-mail. */
  recipientPerHour: number;
  /** Sends asked from one client address. */
  addressPerHour: number;
  /** SMS over the whole store. */
  smsPerHour: number;
  /** E-mails over the whole store. */
  emailPerHour: number;
}

/** The store's limits unless `createApi({ sendLimits })` says otherwise. */
export const DEFAULT_SEND_LIMITS: SendLimits = {
  recipientPerHour: 6,
  addressPerHour: 10,
  smsPerHour: 1000,
  emailPerHour: 2000,
};

const HOUR_SECONDS = 3600;

/** The defaults with a host's changes; throws one English line for a limit that is not a positive number. */
export function sendLimitsOf(changes: Partial<SendLimits> = {}): SendLimits {
  const limits = { ...DEFAULT_SEND_LIMITS, ...changes };
  for (const [name, value] of Object.entries(limits))
    if (!(typeof value === 'number' && Number.isFinite(value) && value > 0))
      throw new Error(`sendLimits.${name} must be a positive number of sends an hour, got ${String(value)}`);
  return limits;
}

/**
 * One send: a code or notice to a phone or an e-mail, or a shopper's form (a request the store
 * receives by mail; `recipient` is then the sender's phone), which counts in buckets of its own so
 * that forms never use up a shopper's codes.
 */
export interface Send {
  channel: 'sms' | 'email';
  recipient: string;
  address: string | null;
  purpose?: 'code' | 'form';
  /** A form's sender's e-mail that gets a copy, when it is not `recipient`: limited as a recipient too. */
  copyTo?: string;
  /** A form's visitor (fUserId): limited as the address is, since a visitor may hide behind many. */
  visitor?: string;
}

/** One bucket a send (or another limited act, as a guest's review vote) takes from. */
export interface Bucket {
  scope: 'recipient' | 'address' | 'channel';
  key: string;
  perHour: number;
  /** The Russian refusal, given the whole minutes to wait. */
  refusal(wait: string): string;
}

/** The buckets of one send, in the order every send locks them (so two never deadlock). */
function bucketsOf(limits: SendLimits, send: Send): Bucket[] {
  if (send.purpose === 'form') return formBucketsOf(limits, send);
  const sms = send.channel === 'sms';
  const buckets: Bucket[] = [
    {
      scope: 'recipient',
      key: send.recipient,
      perHour: limits.recipientPerHour,
      refusal: (wait) =>
        `${sms ? 'На этот номер' : 'На этот адрес'} уже отправлено много кодов. Новый можно запросить через ${wait}`,
    },
  ];
  if (send.address)
    buckets.push({
      scope: 'address',
      key: send.address,
      perHour: limits.addressPerHour,
      refusal: (wait) => `Слишком много запросов кода. Повторите через ${wait}`,
    });
  buckets.push({
    scope: 'channel',
    key: send.channel,
    perHour: sms ? limits.smsPerHour : limits.emailPerHour,
    refusal: (wait) =>
      sms
        ? `Сейчас мы не можем отправить SMS: слишком много запросов. Повторите через ${wait} или войдите по паролю`
        : `Сейчас мы не можем отправить письмо: слишком много запросов. Повторите через ${wait}`,
  });
  return buckets;
}

/**
 * The buckets of a form: per sender (their phone, or their e-mail when the form takes no phone), per
 * e-mail the copy goes to, per visitor, per client address and over the whole store,
 * keyed apart from the codes' (`form:`), with the same hourly figures: every form of the store
 * (discharged goods, write to us, call back…) shares them.
 */
function formBucketsOf(limits: SendLimits, send: Send): Bucket[] {
  const buckets: Bucket[] = [
    {
      scope: 'recipient',
      key: `form:${send.recipient}`,
      perHour: limits.recipientPerHour,
      refusal: (wait) => `С этого номера уже отправлено много заявок. Новую можно отправить через ${wait}`,
    },
  ];
  // The copy to the sender goes to whatever address was typed: without its own bucket, the form
  // would mail anyone's inbox from the store as often as new phones can be made up.
  if (send.copyTo && send.copyTo !== send.recipient)
    buckets.push({
      scope: 'recipient',
      key: `form:${send.copyTo}`,
      perHour: limits.recipientPerHour,
      refusal: (wait) => `На этот адрес уже отправлено много заявок. Новую можно отправить через ${wait}`,
    });
  // A visitor's bucket sits with the recipients' (phones and e-mails never start with `form-visitor:`),
  // taken after them as every send does, so two sends never lock in opposite orders.
  if (send.visitor)
    buckets.push({
      scope: 'recipient',
      key: `form-visitor:${send.visitor}`,
      perHour: limits.addressPerHour,
      refusal: (wait) => `Слишком много заявок. Повторите через ${wait}`,
    });
  if (send.address)
    buckets.push({
      scope: 'address',
      key: `form:${send.address}`,
      perHour: limits.addressPerHour,
      refusal: (wait) => `Слишком много заявок. Повторите через ${wait}`,
    });
  buckets.push({
    scope: 'channel',
    key: 'form',
    perHour: limits.emailPerHour,
    refusal: (wait) => `Сейчас мы не можем принять заявку: слишком много запросов. Повторите через ${wait}`,
  });
  return buckets;
}

/** The tokens a bucket holds at `now`, refilled since `updatedAt` (a clock that went back refills nothing). */
export function tokensAt(
  bucket: { tokens: number; updatedAt: number },
  perHour: number,
  now: number,
): number {
  const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
  return Math.min(perHour, bucket.tokens + (elapsed * perHour) / HOUR_SECONDS);
}

/**
 * Takes one send from each bucket of a send, in the caller's transaction `tx`; throws a Russian 429
 * with `Retry-After` (the caller's transaction then rolls back what was taken) when any is empty.
 */
export async function takeSend(tx: Db, limits: SendLimits, send: Send, now: number): Promise<void> {
  for (const bucket of bucketsOf(limits, send)) await takeFromBucket(tx, bucket, now);
}

/**
 * Takes one token from `bucket` in the caller's transaction `tx` (its row locked, so concurrent takes
 * from any process queue); throws the bucket's Russian 429 with `Retry-After` when it is empty.
 */
export async function takeFromBucket(tx: Db, bucket: Bucket, now: number): Promise<void> {
  // The row is made full the first time, then locked: concurrent sends from any process queue here.
  await tx.query(
    `INSERT INTO send_limits (scope, key, tokens, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO NOTHING`,
    [bucket.scope, bucket.key, bucket.perHour, at(now)],
  );
  const [row] = await tx.query<{ tokens: number; updated_at: Date | string }>(
    'SELECT tokens, updated_at FROM send_limits WHERE scope = $1 AND key = $2 FOR UPDATE',
    [bucket.scope, bucket.key],
  );
  if (!row) throw new Error('The send limit row was not stored');
  const updatedAt = new Date(row.updated_at).getTime();
  const tokens = tokensAt({ tokens: Number(row.tokens), updatedAt }, bucket.perHour, now);
  if (tokens < 1) {
    const seconds = Math.ceil(((1 - tokens) * HOUR_SECONDS) / bucket.perHour);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw tooManyAttempts(bucket.refusal(`${minutes} ${minutesWord(minutes)}`), seconds);
  }
  // Another process's clock a little ahead must not make this one refill the same time twice.
  const stamped = Math.max(now, updatedAt);
  await tx.query('UPDATE send_limits SET tokens = $3, updated_at = $4 WHERE scope = $1 AND key = $2', [
    bucket.scope,
    bucket.key,
    tokens - 1,
    at(stamped),
  ]);
}
