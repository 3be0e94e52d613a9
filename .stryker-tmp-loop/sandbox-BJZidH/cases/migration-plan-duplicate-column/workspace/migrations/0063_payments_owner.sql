-- 0063: payments.owner
ALTER TABLE payments ADD COLUMN owner BIGINT;
UPDATE payments SET owner = NULL WHERE id % 9 = 0;
UPDATE payments SET owner = DEFAULT WHERE id % 4 = 1;
UPDATE payments SET owner = DEFAULT WHERE id % 3 = 2;
UPDATE payments SET owner = NULL WHERE created_at >= '2026-03-01' AND id % 97 = 0;
UPDATE payments SET owner = DEFAULT WHERE created_at >= '2026-10-01' AND id % 79 = 1;
UPDATE payments SET owner = DEFAULT WHERE created_at >= '2026-10-01' AND id % 32 = 2;
UPDATE payments SET owner = DEFAULT WHERE created_at >= '2026-08-01' AND id % 57 = 3;
UPDATE payments SET owner = NULL WHERE created_at >= '2026-02-01' AND id % 78 = 4;
UPDATE payments SET owner = DEFAULT WHERE created_at >= '2026-08-01' AND id % 12 = 5;
UPDATE payments SET owner = NULL WHERE created_at >= '2026-05-01' AND id % 76 = 6;
UPDATE payments SET owner = DEFAULT WHERE created_at >= '2026-11-01' AND id % 73 = 7;
