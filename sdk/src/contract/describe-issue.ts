import type * as z from 'zod/mini';

/** zod/mini's own message, which says nothing of the rule: the contract's checks carry their own. */
const ZOD_DEFAULT = 'Invalid input';

/**
 * The issue of the one form a value of a union was meant for (say a string of digits), not "wrong
 * type": a branch's issue in the contract's own words first (a shopper's field has Russian ones), else
 * the first that is not about the type; undefined when every branch only refused the type.
 */
function meantForm(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue | undefined {
  const inner = issue.errors.flat().filter((i) => i.path.length === 0);
  return (
    inner.find((i) => i.message !== '' && i.message !== ZOD_DEFAULT) ??
    inner.find((i) => i.code !== 'invalid_type')
  );
}

/**
 * The message naming the rule a value broke. A check of the contract carries its own (Russian for a
 * field a shopper fills, `shopper-fields.ts`); zod/mini ships no locale, so the common cases of
 * zod's built-in checks, left to developer fields, are worded here in English.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== ZOD_DEFAULT) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${issue.expected}`;
    case 'invalid_value':
      return `Expected one of: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'too_big':
      return `Must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'too_small':
      return `Must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'invalid_union': {
      if (issue.input === undefined) return 'Required';
      const meant = meantForm(issue);
      const message = meant ? describeIssue(meant) : '';
      return message === '' || message === 'Has the wrong type or format'
        ? 'Has the wrong type or format'
        : message;
    }
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `Expected the ${issue.format} format`;
    default:
      return 'Invalid value';
  }
}

/**
 * The machine-readable code of the rule a value broke, whatever language its message is in:
 * `required` (absent), `invalid_type`, `invalid_format`, `invalid_value`, `too_small`, `too_big`,
 * `not_integer`, `unrecognized_keys` (zod's codes), or `invalid` for another check of the field's own.
 * Answered in the error body's `codes`, beside the message in `errors`.
 */
export function issueCode(issue: z.core.$ZodIssue): string {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined)
    return 'required';
  switch (issue.code) {
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof code === 'string' ? code : 'invalid';
    }
    case 'invalid_union': {
      // A discriminated union (the checkout's `deliveryType`) names its field: absent, or not one of its values.
      const field = (issue as { discriminator?: unknown }).discriminator;
      if (typeof field === 'string' && typeof issue.input === 'object' && issue.input !== null)
        return (issue.input as Record<string, unknown>)[field] === undefined ? 'required' : 'invalid_value';
      const meant = meantForm(issue);
      return meant ? issueCode(meant) : 'invalid_type';
    }
    default:
      return issue.code;
  }
}
