-- Orders at scale (issue 16 §4: a million orders, a hundred thousand accounts). Support's orders list
-- (`verstak order list`), its order lookup (`order show`) and the counts behind its total stay fast
-- however many orders there are: docs/orders.md "At scale" shows the plans.

-- The list is newest first (created_at DESC, id DESC) under any filter: each filter the CLI offers has an
-- index in exactly that order, so a page is the first rows of one index range, never a sort of every
-- match. `active` and `not_paid` are sets of values, which one btree range cannot give in order: their
-- partial indexes hold just those orders.
CREATE INDEX orders_created ON orders (created_at DESC, id DESC);
DROP INDEX orders_status;
CREATE INDEX orders_status ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_payment ON orders (payment_status, created_at DESC, id DESC);
CREATE INDEX orders_active ON orders (created_at DESC, id DESC) WHERE status NOT IN ('done', 'cancelled');
CREATE INDEX orders_not_paid ON orders (created_at DESC, id DESC)
  WHERE payment_status IN ('unpaid', 'pending', 'failed');
-- `--customer` by e-mail matches the order's own address lower-cased; by phone, the accounts with that
-- phone, proved or not (users_proven_phone holds proved ones only, so it cannot answer this).
CREATE INDEX orders_email ON orders (lower(email));
CREATE INDEX users_phone ON users (phone);
-- A buyer's orders (orders/order-list.ts): the account's and the visitor's, newest first, counted by
-- status, each from its index alone (an Index Only Scan: no table rows read, however many orders).
DROP INDEX orders_user;
CREATE INDEX orders_user ON orders (user_id, created_at DESC, id DESC) INCLUDE (status);
DROP INDEX orders_visitor;
CREATE INDEX orders_visitor ON orders (f_user_id, created_at DESC, id DESC) INCLUDE (status, user_id);
-- Support finds an order by its digits alone («100123» for «В-100123»).
CREATE INDEX orders_number_digits ON orders (regexp_replace(number, '\D', '', 'g'));

-- The list's total counts every match; counting a million rows per page would cost more than the page.
-- Orders are counted per Moscow day placed, status and payment status: a total under any of the list's
-- filters but the customer is the sum of at most a few rows per day. Writers never wait on a shared
-- counter row (every checkout would queue on today's): their triggers append a change row, and a
-- reader folds the changes into order_counts now and then (orders/order-counts.ts). The total is
-- order_counts plus order_count_changes, exact at every moment.
CREATE TABLE order_counts (
  day date NOT NULL,
  status text NOT NULL,
  payment_status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (day, status, payment_status)
);
CREATE TABLE order_count_changes (
  day date NOT NULL,
  status text NOT NULL,
  payment_status text NOT NULL,
  n bigint NOT NULL
);

-- The Moscow day of an instant: the store's clock is UTC+3 all year, as the list's --from/--to are.
CREATE FUNCTION moscow_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '3 hours')::date $$;

-- One change row per (day, status, payment status) a statement moved, netted: an update that changes
-- none of the three (a payment's amount, a change request) writes nothing.
CREATE FUNCTION orders_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The table's own schema, as catalog_changed() does: a writer's search_path may differ.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO %I.order_count_changes (day, status, payment_status, n)
       SELECT %I.moscow_day(created_at), status, payment_status, count(*) FROM new_orders GROUP BY 1, 2, 3',
      TG_TABLE_SCHEMA, TG_TABLE_SCHEMA);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(
      'INSERT INTO %I.order_count_changes (day, status, payment_status, n)
       SELECT %I.moscow_day(created_at), status, payment_status, -count(*) FROM old_orders GROUP BY 1, 2, 3',
      TG_TABLE_SCHEMA, TG_TABLE_SCHEMA);
  ELSE
    EXECUTE format(
      'INSERT INTO %I.order_count_changes (day, status, payment_status, n)
       SELECT day, status, payment_status, sum(n) FROM (
         SELECT %I.moscow_day(created_at) AS day, status, payment_status, 1 AS n FROM new_orders
         UNION ALL
         SELECT %I.moscow_day(created_at), status, payment_status, -1 FROM old_orders
       ) moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0',
      TG_TABLE_SCHEMA, TG_TABLE_SCHEMA, TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
CREATE TRIGGER orders_counted_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();
CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_counted();

-- TRUNCATE fires no row triggers: it empties the counts with the orders.
CREATE FUNCTION orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I.order_counts, %I.order_count_changes', TG_TABLE_SCHEMA, TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_truncated();

-- The orders already there.
INSERT INTO order_counts (day, status, payment_status, n)
SELECT moscow_day(created_at), status, payment_status, count(*) FROM orders GROUP BY 1, 2, 3;
