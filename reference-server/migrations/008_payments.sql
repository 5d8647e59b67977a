-- Payments (srv-payments): when an unpaid payment stops being payable. A cancellable payment that
-- expires unpaid cancels its order (§7.5 `cancellable`); any other one just stops being offered.
ALTER TABLE payments ADD COLUMN expires_at timestamptz;
CREATE INDEX payments_pending_expiry ON payments (expires_at) WHERE status = 'pending';
