-- 0037: payments.reviewed_by
ALTER TABLE payments ADD COLUMN reviewed_by BIGINT;
UPDATE payments SET reviewed_by = DEFAULT WHERE id % 2 = 0;
UPDATE payments SET reviewed_by = DEFAULT WHERE id % 5 = 1;
UPDATE payments SET reviewed_by = DEFAULT WHERE id % 3 = 2;
UPDATE payments SET reviewed_by = DEFAULT WHERE id % 3 = 3;
CREATE INDEX payments_reviewed_by_idx ON payments (reviewed_by);
UPDATE payments SET reviewed_by = DEFAULT WHERE created_at >= '2026-02-01' AND id % 17 = 0;
UPDATE payments SET reviewed_by = DEFAULT WHERE created_at >= '2026-02-01' AND id % 85 = 1;
UPDATE payments SET reviewed_by = NULL WHERE created_at >= '2026-02-01' AND id % 13 = 2;
UPDATE payments SET reviewed_by = NULL WHERE created_at >= '2026-01-01' AND id % 31 = 3;
UPDATE payments SET reviewed_by = NULL WHERE created_at >= '2026-08-01' AND id % 16 = 4;
UPDATE payments SET reviewed_by = NULL WHERE created_at >= '2026-11-01' AND id % 75 = 5;
UPDATE payments SET reviewed_by = DEFAULT WHERE created_at >= '2026-04-01' AND id % 71 = 6;
UPDATE payments SET reviewed_by = DEFAULT WHERE created_at >= '2026-08-01' AND id % 54 = 7;
