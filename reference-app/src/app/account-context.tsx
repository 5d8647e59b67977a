import type { BaseData, BaseUser } from '@verstak/sdk';
import { createContext, useContext } from 'react';

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
  /** Whether the login modal is open (a guest's profile click, §2.7). */
  loginOpen: boolean;
  openLogin(): void;
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
