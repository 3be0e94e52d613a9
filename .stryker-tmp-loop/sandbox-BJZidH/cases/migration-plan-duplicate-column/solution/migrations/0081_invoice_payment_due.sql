-- 0081: when the customer's payment falls due (FIN-301)
ALTER TABLE invoices ADD COLUMN payment_due_at TIMESTAMPTZ;
UPDATE invoices SET payment_due_at = issued_at + interval '14 days' WHERE currency = 'EUR';
CREATE INDEX invoices_payment_due_idx ON invoices (payment_due_at);
