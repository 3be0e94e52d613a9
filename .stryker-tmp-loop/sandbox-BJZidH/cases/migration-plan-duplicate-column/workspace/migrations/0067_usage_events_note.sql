-- 0067: usage_events.note
ALTER TABLE usage_events ADD COLUMN note BOOLEAN NOT NULL DEFAULT false;
UPDATE usage_events SET note = NULL WHERE id % 6 = 0;
UPDATE usage_events SET note = DEFAULT WHERE id % 7 = 1;
UPDATE usage_events SET note = NULL WHERE id % 5 = 2;
CREATE INDEX usage_events_note_idx ON usage_events (note);
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-07-01' AND id % 81 = 0;
UPDATE usage_events SET note = DEFAULT WHERE created_at >= '2026-07-01' AND id % 45 = 1;
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-08-01' AND id % 45 = 2;
UPDATE usage_events SET note = DEFAULT WHERE created_at >= '2026-04-01' AND id % 43 = 3;
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-04-01' AND id % 24 = 4;
UPDATE usage_events SET note = DEFAULT WHERE created_at >= '2026-06-01' AND id % 65 = 5;
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-05-01' AND id % 57 = 6;
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-05-01' AND id % 83 = 7;
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-11-01' AND id % 38 = 8;
UPDATE usage_events SET note = NULL WHERE created_at >= '2026-05-01' AND id % 54 = 9;
