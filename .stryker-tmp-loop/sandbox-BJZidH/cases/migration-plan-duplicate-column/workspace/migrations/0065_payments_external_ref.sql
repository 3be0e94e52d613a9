-- 0065: payments.external_ref
ALTER TABLE payments ADD COLUMN external_ref BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET external_ref = DEFAULT WHERE id % 7 = 0;
UPDATE payments SET external_ref = NULL WHERE created_at >= '2026-10-01' AND id % 54 = 0;
UPDATE payments SET external_ref = NULL WHERE created_at >= '2026-10-01' AND id % 21 = 1;
UPDATE payments SET external_ref = DEFAULT WHERE created_at >= '2026-10-01' AND id % 96 = 2;
UPDATE payments SET external_ref = DEFAULT WHERE created_at >= '2026-09-01' AND id % 51 = 3;
UPDATE payments SET external_ref = DEFAULT WHERE created_at >= '2026-11-01' AND id % 47 = 4;
UPDATE payments SET external_ref = NULL WHERE created_at >= '2026-07-01' AND id % 96 = 5;
UPDATE payments SET external_ref = DEFAULT WHERE created_at >= '2026-07-01' AND id % 71 = 6;
UPDATE payments SET external_ref = DEFAULT WHERE created_at >= '2026-10-01' AND id % 33 = 7;
UPDATE payments SET external_ref = NULL WHERE created_at >= '2026-05-01' AND id % 99 = 8;
