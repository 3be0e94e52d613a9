-- 0016: credit_notes.owner
ALTER TABLE credit_notes ADD COLUMN owner TEXT;
UPDATE credit_notes SET owner = DEFAULT WHERE id % 7 = 0;
UPDATE credit_notes SET owner = NULL WHERE id % 5 = 1;
UPDATE credit_notes SET owner = NULL WHERE id % 7 = 2;
UPDATE credit_notes SET owner = DEFAULT WHERE created_at >= '2026-03-01' AND id % 96 = 0;
UPDATE credit_notes SET owner = DEFAULT WHERE created_at >= '2026-11-01' AND id % 99 = 1;
UPDATE credit_notes SET owner = NULL WHERE created_at >= '2026-02-01' AND id % 86 = 2;
UPDATE credit_notes SET owner = DEFAULT WHERE created_at >= '2026-06-01' AND id % 96 = 3;
UPDATE credit_notes SET owner = NULL WHERE created_at >= '2026-08-01' AND id % 31 = 4;
UPDATE credit_notes SET owner = NULL WHERE created_at >= '2026-06-01' AND id % 93 = 5;
UPDATE credit_notes SET owner = NULL WHERE created_at >= '2026-10-01' AND id % 67 = 6;
