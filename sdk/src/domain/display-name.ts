import { formatPhone } from './format-phone';

/** What the display name is made of. */
export interface DisplayNameSource {
  firstName?: string | null;
  email?: string | null;
  phone?: string | null;
  isB2B?: boolean;
}

const MAX = 12;
const CUT = 10;

/**
 * The name the header shows (§3): the first name, else the e-mail for a B2B user, else the formatted
 * phone; longer than 12 characters → the first 10 plus an ellipsis.
 */
export function displayName(user: DisplayNameSource): string {
  const name = user.firstName?.trim() || (user.isB2B ? user.email?.trim() : '') || formatPhone(user.phone);
  const chars = Array.from(name);
  return chars.length > MAX ? `${chars.slice(0, CUT).join('')}…` : name;
}
