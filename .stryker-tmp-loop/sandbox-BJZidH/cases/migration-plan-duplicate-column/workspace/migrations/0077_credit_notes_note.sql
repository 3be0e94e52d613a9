-- 0077: credit_notes.note
ALTER TABLE credit_notes ADD COLUMN note TIMESTAMPTZ;
UPDATE credit_notes SET note = DEFAULT WHERE id % 9 = 0;
UPDATE credit_notes SET note = DEFAULT WHERE id % 4 = 1;
UPDATE credit_notes SET note = NULL WHERE id % 4 = 2;
UPDATE credit_notes SET note = DEFAULT WHERE id % 5 = 3;
UPDATE credit_notes SET note = DEFAULT WHERE created_at >= '2026-02-01' AND id % 87 = 0;
UPDATE credit_notes SET note = DEFAULT WHERE created_at >= '2026-08-01' AND id % 71 = 1;
UPDATE credit_notes SET note = DEFAULT WHERE created_at >= '2026-09-01' AND id % 74 = 2;
UPDATE credit_notes SET note = DEFAULT WHERE created_at >= '2026-10-01' AND id % 35 = 3;
UPDATE credit_notes SET note = DEFAULT WHERE created_at >= '2026-07-01' AND id % 17 = 4;
UPDATE credit_notes SET note = NULL WHERE created_at >= '2026-01-01' AND id % 34 = 5;
UPDATE credit_notes SET note = NULL WHERE created_at >= '2026-03-01' AND id % 60 = 6;
UPDATE credit_notes SET note = NULL WHERE created_at >= '2026-02-01' AND id % 23 = 7;
UPDATE credit_notes SET note = NULL WHERE created_at >= '2026-05-01' AND id % 80 = 8;
UPDATE credit_notes SET note = NULL WHERE created_at >= '2026-07-01' AND id % 65 = 9;
UPDATE credit_notes SET note = NULL WHERE created_at >= '2026-03-01' AND id % 37 = 10;
