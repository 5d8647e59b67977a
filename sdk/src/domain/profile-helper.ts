import type { BaseUser } from '../api/api-types';
import { B2B_GROUP } from './constants';
import { displayName } from './display-name';
import { formatNumber } from './format-price';
import { PERSONAL_ROOT } from './return-path';

/** The header's profile helper (§6) in one of its three states. */
export type ProfileHelper =
  | {
      /** A guest: clicking the profile opens the login modal. */
      kind: 'guest';
      action: 'login-modal';
    }
  | {
      /** A private person: a check icon, the display name, the bonus total + ' Б' when there are bonuses. */
      kind: 'user';
      icon: 'check';
      href: typeof PERSONAL_ROOT;
      name: string;
      info: string | null;
    }
  | {
      /** A B2B buyer: a briefcase icon, the e-mail as the name, the business category as the info. */
      kind: 'b2b';
      icon: 'briefcase';
      href: typeof PERSONAL_ROOT;
      name: string;
      info: string | null;
    };

/** What the helper reads of the user: the base user's fields (§3). */
export type ProfileHelperUser = Pick<
  BaseUser,
  'firstName' | 'email' | 'phone' | 'bonus' | 'b2bCategory' | 'isB2B'
> & { groups?: readonly string[] };

/** The bonus total of the base user: `bonus.values.total`, none when `bonus` is the empty array (§3). */
export function bonusTotal(user: Pick<BaseUser, 'bonus'>): number | null {
  return Array.isArray(user.bonus) ? null : user.bonus.values.total;
}

/**
 * The profile helper of the header (§6): guest → the login modal; a user → check icon, display
 * name, and `1 250 Б` when the bonus total is above 0; a B2B buyer (isB2B or the b2b group) →
 * briefcase icon, the e-mail as the name (cut as any display name, §3), the b2bCategory as the info.
 */
export function profileHelper(user: ProfileHelperUser | null | undefined): ProfileHelper {
  if (!user) return { kind: 'guest', action: 'login-modal' };
  if (user.isB2B || user.groups?.includes(B2B_GROUP)) {
    return {
      kind: 'b2b',
      icon: 'briefcase',
      href: PERSONAL_ROOT,
      name: displayName({ email: user.email, phone: user.phone, isB2B: true }),
      info: user.b2bCategory.trim() || null,
    };
  }
  const total = bonusTotal(user);
  return {
    kind: 'user',
    icon: 'check',
    href: PERSONAL_ROOT,
    name: displayName(user),
    info: total !== null && total > 0 ? `${formatNumber(Math.floor(total))} Б` : null,
  };
}
