-- Send limits (issue 14 §3; users/send-limits.ts): codes and notices per recipient, per client
-- address and per channel over the whole store, as buckets that refill evenly over the hour. Kept
-- here, not in a process, so that they hold across server processes.
CREATE TABLE send_limits (
  scope text NOT NULL CHECK (scope IN ('recipient', 'address', 'channel')),
  -- The phone or e-mail, the client address, or `sms` / `email`.
  key text NOT NULL,
  -- Sends left; refilled by the time since updated_at.
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- A profile's new e-mail is confirmed by a code sent to it (account/email-change.ts): the code is the
-- account's, so it carries the account, and asking for another retires the account's previous one.
ALTER TABLE one_time_codes ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('login', 'registration', 'recovery', 'email-verify', 'email-change'));
CREATE INDEX one_time_codes_user ON one_time_codes (user_id, purpose, created_at DESC) WHERE user_id IS NOT NULL;
