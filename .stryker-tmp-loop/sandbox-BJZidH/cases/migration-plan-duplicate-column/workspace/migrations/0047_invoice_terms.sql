-- 0047: payment terms on invoices (FIN-220)
ALTER TABLE invoices ADD COLUMN due_at TIMESTAMPTZ;
ALTER TABLE invoices ADD COLUMN terms_days INTEGER NOT NULL DEFAULT 30;
UPDATE invoices SET due_at = issued_at + (terms_days || ' days')::interval;
CREATE INDEX invoices_due_at_idx ON invoices (due_at);
