-- 0070: payments.status
ALTER TABLE payments ADD COLUMN status BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET status = NULL WHERE id % 8 = 0;
UPDATE payments SET status = NULL WHERE id % 3 = 1;
UPDATE payments SET status = NULL WHERE id % 5 = 2;
UPDATE payments SET status = NULL WHERE created_at >= '2026-11-01' AND id % 76 = 0;
UPDATE payments SET status = DEFAULT WHERE created_at >= '2026-08-01' AND id % 80 = 1;
UPDATE payments SET status = DEFAULT WHERE created_at >= '2026-05-01' AND id % 32 = 2;
UPDATE payments SET status = NULL WHERE created_at >= '2026-02-01' AND id % 46 = 3;
UPDATE payments SET status = DEFAULT WHERE created_at >= '2026-03-01' AND id % 10 = 4;
UPDATE payments SET status = NULL WHERE created_at >= '2026-06-01' AND id % 76 = 5;
UPDATE payments SET status = DEFAULT WHERE created_at >= '2026-06-01' AND id % 23 = 6;
UPDATE payments SET status = NULL WHERE created_at >= '2026-04-01' AND id % 59 = 7;
UPDATE payments SET status = NULL WHERE created_at >= '2026-09-01' AND id % 66 = 8;
UPDATE payments SET status = DEFAULT WHERE created_at >= '2026-11-01' AND id % 38 = 9;
UPDATE payments SET status = DEFAULT WHERE created_at >= '2026-08-01' AND id % 40 = 10;
