-- Orders (srv-orders): what checkout needs beyond migration 006.

-- The baskets a shopper was shown at checkout (the checkout page, the deliveries, a refused order's
-- new basket), by their version: when an order is refused because the basket changed since, the
-- message names each change with its old and new figures («Цена «…» изменилась: 5 990 ₽ → 6 490 ₽»).
-- A few recent ones per visitor are kept.
CREATE TABLE basket_snapshots (
  f_user_id text NOT NULL,
  version text NOT NULL,
  -- { lines: [{ id, title, quantity, unitKopecks, canBuy }], promoCode, promoKopecks, bonuses }
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (f_user_id, version)
);
CREATE INDEX basket_snapshots_age ON basket_snapshots (created_at);

-- Finding old idempotency keys for housekeeping, and support's orders list by status, newest first.
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);
CREATE INDEX orders_status ON orders (status, created_at DESC);
