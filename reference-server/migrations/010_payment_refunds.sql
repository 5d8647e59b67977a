-- Payments (srv-payments): one charge per order. Opening a new payment closes the order's earlier one
-- (`superseded`), and the store owes the provider a cancel of it; money the provider still takes for a
-- payment that does not count (closed, superseded, or for an order paid or cancelled already) is
-- `refunded`: the store owes the provider a refund. What is owed is kept here until the provider
-- confirms it, retried meanwhile; a refund's id travels to the provider, so asking again never gives
-- money back twice.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'cancelled', 'superseded', 'refunded'));

CREATE TABLE payment_actions (
  -- Ours: `cnl_…` or `rfd_…`; a refund's id is the provider's key for it.
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('cancel', 'refund')),
  -- A refund's amount, kopecks (0 for a cancel).
  amount_kopecks bigint NOT NULL DEFAULT 0 CHECK (amount_kopecks >= 0),
  -- Why: superseded, expired, order_cancelled, order_paid, payment_cancelled.
  reason text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'owed' CHECK (status IN ('owed', 'done')),
  -- What the provider answered: a cancel's outcome, a refund's id at the provider.
  result text NOT NULL DEFAULT '',
  attempts integer NOT NULL DEFAULT 0,
  -- Null: due now. Each attempt moves it on (1 s, 2 s, 4 s … 5 minutes), so a process that died
  -- mid-call leaves it to the next one.
  next_attempt_at timestamptz,
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  UNIQUE (payment_id, kind)
);
CREATE INDEX payment_actions_owed ON payment_actions (next_attempt_at) WHERE status = 'owed';
