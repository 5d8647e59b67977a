-- A legal entity registers by e-mail and gives a contact phone that no code proved. Stored as a login,
-- that phone let its real owner's SMS code open the organization's account (someone else's), and the
-- registration's password log in by it. Only a proved phone is a login now: the phone of a person
-- (registered or logged in by its SMS code) and of every account before this migration; a legal
-- entity's contact phone stays its contact (profile, orders) until proved, and does not keep the
-- phone's owner from registering with it.
ALTER TABLE users ADD COLUMN phone_proven boolean NOT NULL DEFAULT true;
ALTER TABLE users DROP CONSTRAINT users_phone_key;
CREATE UNIQUE INDEX users_proven_phone ON users (phone) WHERE phone_proven;
