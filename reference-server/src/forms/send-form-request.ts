import type { ConsentForm, FormFile } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import { takeSend } from '../identity/send-limits';
import { STORE_NAME } from '../page-calls/page-meta';
import { visitorOf } from '../visitor/visitor';
import { attachFormFiles } from './form-files';
import { recordConsent } from './record-consent';
import { STORE_MAILBOX } from './store-mailbox';

/** A shopper's request through one of the store's forms, as every form sends it. */
export interface FormRequest {
  form: ConsentForm;
  name: string;
  /** A formatted phone, or '' for a form that takes none (write us). */
  phone: string;
  email?: string | undefined;
  message: string;
  /** The discharged item or the product it is about. */
  subjectId?: number | undefined;
  /** What the form adds (company, topic, quantity…), stored and shown in the letter in this order. */
  details?: Record<string, string>;
  /** Files the visitor uploaded before, by id. */
  fileIds?: readonly number[] | undefined;
  /** The staff letter's subject. */
  subject: string;
}

const KB = 1024;

/** A file's size as a shopper reads it: «812 КБ», «2,4 МБ». */
function sizeText(bytes: number): string {
  return bytes < KB * KB
    ? `${Math.max(1, Math.round(bytes / KB))} КБ`
    : `${(bytes / KB / KB).toFixed(1).replace('.', ',')} МБ`;
}

/** The lines every letter of a request carries: who, how to reach them, what about, the files. */
function requestLines(request: FormRequest, files: readonly FormFile[]): string[] {
  return [
    `Имя: ${request.name}`,
    ...(request.phone ? [`Телефон: ${request.phone}`] : []),
    ...(request.email ? [`E-mail: ${request.email}`] : []),
    ...Object.entries(request.details ?? {}).map(([k, v]) => `${k}: ${v}`),
    ...(request.message ? ['', request.message] : []),
    ...(files.length > 0
      ? ['', `Файлы (${files.length}):`, ...files.map((f) => `— ${f.name}, ${sizeText(f.size)} (№ ${f.id})`)]
      : []),
  ];
}

/**
 * Takes a shopper's request through one of the store's forms (one rule for all of them): the send
 * limits (per phone or e-mail, per copy address, per visitor, per client address, store-wide), the
 * consent record with its text version, the request row and its files, all in one transaction so a
 * refused send stores nothing; then the letter to the store's mailbox and, when an e-mail was given,
 * a copy to the sender, through the message transport (the outbox by default).
 */
export async function sendFormRequest(ctx: RequestContext, request: FormRequest): Promise<{ sent: true }> {
  const visitor = visitorOf(ctx);
  const now = ctx.clock.now();
  const files = await ctx.db.transaction(async (tx) => {
    await takeSend(
      tx,
      ctx.sendLimits,
      {
        channel: 'email',
        recipient: request.phone || request.email || '',
        address: ctx.limitedAddress,
        purpose: 'form',
        visitor: visitor.fUserId,
        ...(request.email ? { copyTo: request.email } : {}),
      },
      now,
    );
    const consentId = await recordConsent(tx, ctx, request.form, visitor.userId);
    const [row] = await tx.query<{ id: number | string }>(
      `INSERT INTO form_requests (form, name, phone, email, message, subject_id, consent_at, client_address, created_at, visitor, consent_id, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $11) RETURNING id`,
      [
        request.form,
        request.name,
        request.phone,
        request.email ?? '',
        request.message,
        request.subjectId ?? null,
        new Date(now).toISOString(),
        ctx.clientAddress,
        visitor.fUserId,
        consentId,
        JSON.stringify(request.details ?? {}),
      ],
    );
    if (!row) throw new Error('The form request was not stored');
    return attachFormFiles(tx, visitor.fUserId, request.fileIds ?? [], Number(row.id));
  });
  const lines = requestLines(request, files);
  await ctx.messages.send({
    channel: 'email',
    to: STORE_MAILBOX,
    subject: request.subject,
    text: [...lines, '', 'Согласие на обработку персональных данных дано.'].join('\n'),
  });
  if (request.email)
    await ctx.messages.send({
      channel: 'email',
      to: request.email,
      subject: `Ваше обращение получено — ${STORE_NAME}`,
      text: [
        `Здравствуйте, ${request.name}!`,
        '',
        'Мы получили ваше обращение и ответим в рабочее время: обычно в течение одного рабочего дня.',
        'Вот что вы отправили:',
        '',
        ...lines,
        '',
        `Если вы не писали нам, просто удалите это письмо. — ${STORE_NAME}`,
      ].join('\n'),
    });
  return { sent: true };
}
