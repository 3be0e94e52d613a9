-- 0081: when the customer's payment falls due (FIN-301)
ALTER TABLE invoices ADD COLUMN due_at TIMESTAMPTZ;
UPDATE invoices SET due_at = issued_at + interval '14 days' WHERE currency = 'EUR';
CREATE INDEX invoices_payment_due_idx ON invoices (due_at);
