-- 0058: payments.locale
ALTER TABLE payments ADD COLUMN locale BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET locale = NULL WHERE id % 4 = 0;
UPDATE payments SET locale = NULL WHERE id % 5 = 1;
UPDATE payments SET locale = NULL WHERE id % 4 = 2;
UPDATE payments SET locale = DEFAULT WHERE id % 9 = 3;
UPDATE payments SET locale = NULL WHERE created_at >= '2026-03-01' AND id % 20 = 0;
UPDATE payments SET locale = NULL WHERE created_at >= '2026-06-01' AND id % 65 = 1;
UPDATE payments SET locale = DEFAULT WHERE created_at >= '2026-04-01' AND id % 13 = 2;
UPDATE payments SET locale = NULL WHERE created_at >= '2026-09-01' AND id % 50 = 3;
UPDATE payments SET locale = DEFAULT WHERE created_at >= '2026-06-01' AND id % 37 = 4;
UPDATE payments SET locale = DEFAULT WHERE created_at >= '2026-06-01' AND id % 97 = 5;
UPDATE payments SET locale = NULL WHERE created_at >= '2026-09-01' AND id % 58 = 6;
UPDATE payments SET locale = NULL WHERE created_at >= '2026-08-01' AND id % 27 = 7;
UPDATE payments SET locale = DEFAULT WHERE created_at >= '2026-05-01' AND id % 80 = 8;
UPDATE payments SET locale = NULL WHERE created_at >= '2026-02-01' AND id % 32 = 9;
