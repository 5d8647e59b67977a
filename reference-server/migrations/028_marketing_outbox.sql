-- The marketing tool's registration operation (analytics/marketing-registration.ts): its sandbox, on a
-- local store without the tool's secret key, keeps each registration it would have sent in the outbox
-- as a `marketing` message, so a developer sees it in the dev outbox.
ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('sms', 'email', 'marketing'));
