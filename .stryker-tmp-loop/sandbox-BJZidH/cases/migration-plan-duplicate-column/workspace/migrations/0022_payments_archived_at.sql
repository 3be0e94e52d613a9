-- 0022: payments.archived_at
ALTER TABLE payments ADD COLUMN archived_at TEXT;
UPDATE payments SET archived_at = DEFAULT WHERE id % 2 = 0;
UPDATE payments SET archived_at = NULL WHERE id % 8 = 1;
UPDATE payments SET archived_at = DEFAULT WHERE id % 7 = 2;
UPDATE payments SET archived_at = DEFAULT WHERE id % 9 = 3;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-06-01' AND id % 63 = 0;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-08-01' AND id % 12 = 1;
UPDATE payments SET archived_at = NULL WHERE created_at >= '2026-04-01' AND id % 78 = 2;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-10-01' AND id % 19 = 3;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-04-01' AND id % 64 = 4;
UPDATE payments SET archived_at = NULL WHERE created_at >= '2026-01-01' AND id % 51 = 5;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-09-01' AND id % 43 = 6;
UPDATE payments SET archived_at = NULL WHERE created_at >= '2026-08-01' AND id % 98 = 7;
UPDATE payments SET archived_at = NULL WHERE created_at >= '2026-11-01' AND id % 77 = 8;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-11-01' AND id % 23 = 9;
UPDATE payments SET archived_at = DEFAULT WHERE created_at >= '2026-10-01' AND id % 78 = 10;
