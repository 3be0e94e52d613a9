-- 0049: credit_notes.channel
ALTER TABLE credit_notes ADD COLUMN channel TEXT;
UPDATE credit_notes SET channel = DEFAULT WHERE id % 9 = 0;
UPDATE credit_notes SET channel = NULL WHERE id % 3 = 1;
UPDATE credit_notes SET channel = DEFAULT WHERE id % 6 = 2;
CREATE INDEX credit_notes_channel_idx ON credit_notes (channel);
UPDATE credit_notes SET channel = NULL WHERE created_at >= '2026-09-01' AND id % 23 = 0;
UPDATE credit_notes SET channel = DEFAULT WHERE created_at >= '2026-06-01' AND id % 66 = 1;
UPDATE credit_notes SET channel = DEFAULT WHERE created_at >= '2026-05-01' AND id % 42 = 2;
UPDATE credit_notes SET channel = DEFAULT WHERE created_at >= '2026-05-01' AND id % 77 = 3;
UPDATE credit_notes SET channel = NULL WHERE created_at >= '2026-10-01' AND id % 50 = 4;
UPDATE credit_notes SET channel = NULL WHERE created_at >= '2026-09-01' AND id % 14 = 5;
