-- 0056: credit_notes.flags
ALTER TABLE credit_notes ADD COLUMN flags BOOLEAN NOT NULL DEFAULT false;
UPDATE credit_notes SET flags = NULL WHERE id % 8 = 0;
UPDATE credit_notes SET flags = DEFAULT WHERE id % 6 = 1;
UPDATE credit_notes SET flags = DEFAULT WHERE created_at >= '2026-09-01' AND id % 32 = 0;
UPDATE credit_notes SET flags = DEFAULT WHERE created_at >= '2026-10-01' AND id % 16 = 1;
UPDATE credit_notes SET flags = NULL WHERE created_at >= '2026-07-01' AND id % 64 = 2;
UPDATE credit_notes SET flags = DEFAULT WHERE created_at >= '2026-01-01' AND id % 40 = 3;
UPDATE credit_notes SET flags = DEFAULT WHERE created_at >= '2026-07-01' AND id % 37 = 4;
UPDATE credit_notes SET flags = NULL WHERE created_at >= '2026-06-01' AND id % 75 = 5;
UPDATE credit_notes SET flags = NULL WHERE created_at >= '2026-01-01' AND id % 80 = 6;
UPDATE credit_notes SET flags = DEFAULT WHERE created_at >= '2026-02-01' AND id % 65 = 7;
UPDATE credit_notes SET flags = DEFAULT WHERE created_at >= '2026-09-01' AND id % 56 = 8;
