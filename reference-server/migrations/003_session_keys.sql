-- The key that signs access tokens, one per database, so every server process on it signs and
-- verifies alike. Made by the first process that needs it (users/session-key.ts).
CREATE TABLE IF NOT EXISTS session_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
