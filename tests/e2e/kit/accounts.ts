import { SEED_PASSWORD, SEEDED_LOGINS } from '../../../reference-server/src/seed/accounts-seed';

/** An account a journey signs in with. */
export interface Account {
  /** What the login form's «Телефон или e-mail» takes. */
  login: string;
  password: string;
  /** Its phone, where the account has one. */
  phone?: string;
}

/** The seeded accounts (README: development) a journey signs in as. */
export const ACCOUNTS = {
  /** Иван Петров, a private buyer with bonuses and reviews of his own. */
  shopper: {
    login: SEEDED_LOGINS.person.email,
    password: SEED_PASSWORD,
    phone: SEEDED_LOGINS.person.phone,
  },
  /** A B2B buyer with bonuses, whose prices are its category's. */
  b2b: { login: SEEDED_LOGINS.b2b.email, password: SEED_PASSWORD, phone: SEEDED_LOGINS.b2b.phone },
  /** A content manager: moderates reviews. */
  contentManager: { login: SEEDED_LOGINS.content.email, password: SEED_PASSWORD },
  /** A member of page-tags: edits catalogue and brand tags. */
  tagEditor: { login: SEEDED_LOGINS.tags.email, password: SEED_PASSWORD },
} as const satisfies Record<string, Account>;
