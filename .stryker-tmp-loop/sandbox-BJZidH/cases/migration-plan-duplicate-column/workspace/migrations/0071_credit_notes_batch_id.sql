-- 0071: credit_notes.batch_id
ALTER TABLE credit_notes ADD COLUMN batch_id TIMESTAMPTZ;
UPDATE credit_notes SET batch_id = NULL WHERE id % 3 = 0;
UPDATE credit_notes SET batch_id = DEFAULT WHERE id % 9 = 1;
UPDATE credit_notes SET batch_id = NULL WHERE id % 3 = 2;
UPDATE credit_notes SET batch_id = NULL WHERE created_at >= '2026-06-01' AND id % 37 = 0;
UPDATE credit_notes SET batch_id = NULL WHERE created_at >= '2026-03-01' AND id % 63 = 1;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-02-01' AND id % 60 = 2;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-10-01' AND id % 24 = 3;
UPDATE credit_notes SET batch_id = NULL WHERE created_at >= '2026-05-01' AND id % 22 = 4;
UPDATE credit_notes SET batch_id = NULL WHERE created_at >= '2026-07-01' AND id % 13 = 5;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-04-01' AND id % 35 = 6;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-10-01' AND id % 75 = 7;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-11-01' AND id % 86 = 8;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-11-01' AND id % 36 = 9;
UPDATE credit_notes SET batch_id = DEFAULT WHERE created_at >= '2026-11-01' AND id % 49 = 10;
UPDATE credit_notes SET batch_id = NULL WHERE created_at >= '2026-03-01' AND id % 67 = 11;
