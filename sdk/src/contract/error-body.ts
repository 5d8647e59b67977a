import * as z from 'zod/mini';

/** Body of every failed response; `errors` maps a field (or `common`) to a message. */
export const errorBodySchema = z.object({
  version: z.optional(z.string()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  /**
   * Each key of `errors` with a machine-readable code, whatever language the message is in: the rule a
   * field broke (`required`, `too_big`, `invalid_format`…) or the error's own `code`.
   */
  codes: z.optional(z.record(z.string(), z.string())),
  /** What the shopper needs to act on the error, e.g. the basket with its new prices when checkout refused a stale one. */
  details: z.optional(z.record(z.string(), z.unknown())),
});

/** A failed response's body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
