-- 0038: customers.source
ALTER TABLE customers ADD COLUMN source BIGINT;
UPDATE customers SET source = NULL WHERE id % 4 = 0;
UPDATE customers SET source = NULL WHERE created_at >= '2026-07-01' AND id % 49 = 0;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-02-01' AND id % 47 = 1;
UPDATE customers SET source = NULL WHERE created_at >= '2026-07-01' AND id % 24 = 2;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-09-01' AND id % 52 = 3;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-03-01' AND id % 59 = 4;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-03-01' AND id % 56 = 5;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-08-01' AND id % 39 = 6;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-08-01' AND id % 54 = 7;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-03-01' AND id % 74 = 8;
UPDATE customers SET source = DEFAULT WHERE created_at >= '2026-08-01' AND id % 15 = 9;
UPDATE customers SET source = NULL WHERE created_at >= '2026-03-01' AND id % 12 = 10;
