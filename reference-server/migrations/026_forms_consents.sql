-- Issue 18: the store's forms with files, and the consents Russian law asks a store to keep.

-- Every consent to the processing of personal data (152-ФЗ) a shopper gave: who (the visitor, and
-- the account when signed in), on which form, when, from where, and the version of the text shown
-- (PERSONAL_DATA_CONSENT_VERSION), so the store can show what was agreed to. Kept when the account
-- goes: the record is the store's proof, not the shopper's data to tidy away.
CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The fUserId; null only for a call that came without any token (a script, not a browser).
  visitor text,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  form text NOT NULL,
  text_version text NOT NULL,
  client_address text,
  given_at timestamptz NOT NULL
);
CREATE INDEX consents_visitor ON consents (visitor, given_at DESC);
CREATE INDEX consents_user ON consents (user_id, given_at DESC) WHERE user_id IS NOT NULL;

-- The forms' requests name who sent them (the visitor) and what the request is about beyond the
-- discharged item: a product of the special price, a topic, the sender's company.
ALTER TABLE form_requests
  ADD COLUMN visitor text,
  ADD COLUMN consent_id bigint REFERENCES consents (id),
  ADD COLUMN details jsonb NOT NULL DEFAULT '{}';

-- Files a shopper uploads for a form (§7.7 /forms-files/): the visitor's until a request takes them
-- (request_id), removed by the sweep when none has after FORM_FILE_UNUSED_HOURS. A photo is stored
-- re-encoded (metadata gone), a PDF as sent once its signature is checked.
CREATE TABLE form_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  visitor text NOT NULL,
  request_id bigint REFERENCES form_requests (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('jpeg', 'png', 'webp', 'pdf')),
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX form_files_waiting ON form_files (visitor, created_at) WHERE request_id IS NULL;
CREATE INDEX form_files_unused ON form_files (created_at) WHERE request_id IS NULL;
CREATE INDEX form_files_request ON form_files (request_id) WHERE request_id IS NOT NULL;
