-- 0017: payments.region
ALTER TABLE payments ADD COLUMN region BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET region = NULL WHERE id % 3 = 0;
UPDATE payments SET region = NULL WHERE id % 7 = 1;
UPDATE payments SET region = NULL WHERE created_at >= '2026-02-01' AND id % 14 = 0;
UPDATE payments SET region = NULL WHERE created_at >= '2026-06-01' AND id % 83 = 1;
UPDATE payments SET region = NULL WHERE created_at >= '2026-05-01' AND id % 53 = 2;
UPDATE payments SET region = NULL WHERE created_at >= '2026-10-01' AND id % 54 = 3;
UPDATE payments SET region = NULL WHERE created_at >= '2026-07-01' AND id % 47 = 4;
UPDATE payments SET region = DEFAULT WHERE created_at >= '2026-08-01' AND id % 54 = 5;
UPDATE payments SET region = DEFAULT WHERE created_at >= '2026-05-01' AND id % 63 = 6;
UPDATE payments SET region = DEFAULT WHERE created_at >= '2026-01-01' AND id % 62 = 7;
