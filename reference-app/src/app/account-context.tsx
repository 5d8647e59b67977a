import type { BaseData, BaseUser } from '@verstak/sdk';
import { createContext, useContext } from 'react';

/** Which login the modal shows: a private person's, or the business login (§2.9 B2B variant, §6). */
export type LoginVariant = 'person' | 'b2b';

/** The session as the layout and the account screens see it, and what they may do with it. */
export interface AccountValue {
  /** The base data (§3): the user, counters, city; reloaded after every session change. */
  base: BaseData;
  /** The signed-in user, or null for a guest. */
  user: BaseUser | null;
  /** After the session's login, registration or recovery: closes the modal, goes to `next` if given, reloads. */
  signedIn(next?: string): Promise<void>;
  /** Ends the session: a guest again, without a reload (§4.1). */
  logOut(): Promise<void>;
  /** Loads the base data and the current page again, after a change to the account. */
  refresh(): Promise<void>;
  /** Which login the open modal shows (null: it is closed). */
  login: LoginVariant | null;
  /** Opens the login modal (a guest's profile click, §2.7). */
  openLogin(): void;
  /** Opens the login modal's business variant (§2.9 B2B login). */
  openB2bLogin(): void;
  closeLogin(): void;
}

const AccountContext = createContext<AccountValue | null>(null);

/** Provides the account value (the app's Root does). */
export const AccountProvider = AccountContext.Provider;

/** The account value; throws when rendered outside the app's Root. */
export function useAccount(): AccountValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount must be used inside the app Root (AccountProvider)');
  return value;
}
