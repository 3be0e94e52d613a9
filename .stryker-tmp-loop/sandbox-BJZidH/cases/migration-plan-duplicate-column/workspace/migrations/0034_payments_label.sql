-- 0034: payments.label
ALTER TABLE payments ADD COLUMN label BOOLEAN NOT NULL DEFAULT false;
UPDATE payments SET label = DEFAULT WHERE id % 3 = 0;
UPDATE payments SET label = DEFAULT WHERE id % 7 = 1;
UPDATE payments SET label = DEFAULT WHERE id % 5 = 2;
UPDATE payments SET label = DEFAULT WHERE id % 8 = 3;
UPDATE payments SET label = DEFAULT WHERE created_at >= '2026-08-01' AND id % 77 = 0;
UPDATE payments SET label = DEFAULT WHERE created_at >= '2026-10-01' AND id % 61 = 1;
UPDATE payments SET label = NULL WHERE created_at >= '2026-01-01' AND id % 36 = 2;
UPDATE payments SET label = DEFAULT WHERE created_at >= '2026-06-01' AND id % 28 = 3;
UPDATE payments SET label = DEFAULT WHERE created_at >= '2026-09-01' AND id % 34 = 4;
UPDATE payments SET label = NULL WHERE created_at >= '2026-04-01' AND id % 12 = 5;
UPDATE payments SET label = NULL WHERE created_at >= '2026-10-01' AND id % 61 = 6;
UPDATE payments SET label = NULL WHERE created_at >= '2026-11-01' AND id % 13 = 7;
