-- 0031: payments.segment
ALTER TABLE payments ADD COLUMN segment BIGINT;
UPDATE payments SET segment = DEFAULT WHERE id % 8 = 0;
CREATE INDEX payments_segment_idx ON payments (segment);
UPDATE payments SET segment = DEFAULT WHERE created_at >= '2026-03-01' AND id % 85 = 0;
UPDATE payments SET segment = NULL WHERE created_at >= '2026-07-01' AND id % 34 = 1;
UPDATE payments SET segment = NULL WHERE created_at >= '2026-10-01' AND id % 32 = 2;
UPDATE payments SET segment = NULL WHERE created_at >= '2026-05-01' AND id % 57 = 3;
UPDATE payments SET segment = DEFAULT WHERE created_at >= '2026-01-01' AND id % 66 = 4;
UPDATE payments SET segment = DEFAULT WHERE created_at >= '2026-07-01' AND id % 50 = 5;
UPDATE payments SET segment = DEFAULT WHERE created_at >= '2026-11-01' AND id % 73 = 6;
UPDATE payments SET segment = DEFAULT WHERE created_at >= '2026-11-01' AND id % 71 = 7;
UPDATE payments SET segment = NULL WHERE created_at >= '2026-10-01' AND id % 34 = 8;
UPDATE payments SET segment = NULL WHERE created_at >= '2026-02-01' AND id % 94 = 9;
UPDATE payments SET segment = NULL WHERE created_at >= '2026-08-01' AND id % 32 = 10;
