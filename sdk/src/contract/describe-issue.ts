import type * as z from 'zod/mini';

/**
 * An English message naming the rule a value broke. zod/mini ships no locale, so its own messages
 * say only "Invalid input"; the contract's checks carry their messages, and the common cases of
 * zod's built-in checks are worded here.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
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
      // The rule of the one form the value was meant for (say a string of digits), not "wrong type".
      for (const branch of issue.errors)
        for (const inner of branch)
          if (inner.code !== 'invalid_type' && inner.path.length === 0) {
            const message = describeIssue(inner);
            if (message !== 'Has the wrong type or format') return message;
          }
      return 'Has the wrong type or format';
    }
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `Expected the ${issue.format} format`;
    default:
      return 'Invalid value';
  }
}
