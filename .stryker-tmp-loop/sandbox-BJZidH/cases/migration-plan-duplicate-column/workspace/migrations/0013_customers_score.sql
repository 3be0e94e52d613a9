-- 0013: customers.score
ALTER TABLE customers ADD COLUMN score TIMESTAMPTZ;
UPDATE customers SET score = NULL WHERE id % 6 = 0;
UPDATE customers SET score = DEFAULT WHERE id % 2 = 1;
UPDATE customers SET score = DEFAULT WHERE id % 6 = 2;
UPDATE customers SET score = DEFAULT WHERE created_at >= '2026-03-01' AND id % 98 = 0;
UPDATE customers SET score = NULL WHERE created_at >= '2026-06-01' AND id % 50 = 1;
UPDATE customers SET score = DEFAULT WHERE created_at >= '2026-03-01' AND id % 58 = 2;
UPDATE customers SET score = DEFAULT WHERE created_at >= '2026-08-01' AND id % 76 = 3;
UPDATE customers SET score = DEFAULT WHERE created_at >= '2026-11-01' AND id % 86 = 4;
UPDATE customers SET score = NULL WHERE created_at >= '2026-10-01' AND id % 74 = 5;
UPDATE customers SET score = DEFAULT WHERE created_at >= '2026-07-01' AND id % 91 = 6;
UPDATE customers SET score = NULL WHERE created_at >= '2026-05-01' AND id % 65 = 7;
