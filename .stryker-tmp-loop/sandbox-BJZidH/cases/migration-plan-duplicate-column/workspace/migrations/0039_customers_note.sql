-- 0039: customers.note
ALTER TABLE customers ADD COLUMN note BIGINT;
UPDATE customers SET note = DEFAULT WHERE id % 3 = 0;
UPDATE customers SET note = DEFAULT WHERE id % 6 = 1;
UPDATE customers SET note = NULL WHERE id % 7 = 2;
UPDATE customers SET note = NULL WHERE id % 7 = 3;
CREATE INDEX customers_note_idx ON customers (note);
UPDATE customers SET note = DEFAULT WHERE created_at >= '2026-02-01' AND id % 98 = 0;
UPDATE customers SET note = NULL WHERE created_at >= '2026-06-01' AND id % 40 = 1;
UPDATE customers SET note = NULL WHERE created_at >= '2026-10-01' AND id % 16 = 2;
UPDATE customers SET note = DEFAULT WHERE created_at >= '2026-08-01' AND id % 92 = 3;
UPDATE customers SET note = DEFAULT WHERE created_at >= '2026-06-01' AND id % 10 = 4;
UPDATE customers SET note = NULL WHERE created_at >= '2026-04-01' AND id % 61 = 5;
UPDATE customers SET note = NULL WHERE created_at >= '2026-06-01' AND id % 82 = 6;
UPDATE customers SET note = DEFAULT WHERE created_at >= '2026-02-01' AND id % 67 = 7;
UPDATE customers SET note = NULL WHERE created_at >= '2026-11-01' AND id % 36 = 8;
UPDATE customers SET note = NULL WHERE created_at >= '2026-01-01' AND id % 29 = 9;
UPDATE customers SET note = NULL WHERE created_at >= '2026-10-01' AND id % 11 = 10;
UPDATE customers SET note = NULL WHERE created_at >= '2026-04-01' AND id % 46 = 11;
