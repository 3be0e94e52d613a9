-- 0023: customers.locale
ALTER TABLE customers ADD COLUMN locale TEXT;
UPDATE customers SET locale = DEFAULT WHERE id % 2 = 0;
UPDATE customers SET locale = DEFAULT WHERE id % 3 = 1;
UPDATE customers SET locale = DEFAULT WHERE id % 9 = 2;
UPDATE customers SET locale = NULL WHERE id % 5 = 3;
CREATE INDEX customers_locale_idx ON customers (locale);
UPDATE customers SET locale = NULL WHERE created_at >= '2026-08-01' AND id % 28 = 0;
UPDATE customers SET locale = NULL WHERE created_at >= '2026-07-01' AND id % 15 = 1;
UPDATE customers SET locale = NULL WHERE created_at >= '2026-10-01' AND id % 22 = 2;
UPDATE customers SET locale = DEFAULT WHERE created_at >= '2026-03-01' AND id % 13 = 3;
UPDATE customers SET locale = DEFAULT WHERE created_at >= '2026-02-01' AND id % 13 = 4;
UPDATE customers SET locale = NULL WHERE created_at >= '2026-11-01' AND id % 71 = 5;
