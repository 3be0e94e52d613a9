-- 0057: payments.note
ALTER TABLE payments ADD COLUMN note TEXT;
UPDATE payments SET note = NULL WHERE id % 3 = 0;
UPDATE payments SET note = NULL WHERE id % 4 = 1;
CREATE INDEX payments_note_idx ON payments (note);
UPDATE payments SET note = DEFAULT WHERE created_at >= '2026-06-01' AND id % 74 = 0;
UPDATE payments SET note = DEFAULT WHERE created_at >= '2026-07-01' AND id % 66 = 1;
UPDATE payments SET note = DEFAULT WHERE created_at >= '2026-11-01' AND id % 97 = 2;
UPDATE payments SET note = NULL WHERE created_at >= '2026-10-01' AND id % 73 = 3;
UPDATE payments SET note = NULL WHERE created_at >= '2026-06-01' AND id % 38 = 4;
UPDATE payments SET note = NULL WHERE created_at >= '2026-06-01' AND id % 18 = 5;
