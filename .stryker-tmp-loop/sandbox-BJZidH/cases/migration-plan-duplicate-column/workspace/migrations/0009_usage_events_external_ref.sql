-- 0009: usage_events.external_ref
ALTER TABLE usage_events ADD COLUMN external_ref BOOLEAN NOT NULL DEFAULT false;
UPDATE usage_events SET external_ref = DEFAULT WHERE id % 6 = 0;
UPDATE usage_events SET external_ref = DEFAULT WHERE id % 8 = 1;
UPDATE usage_events SET external_ref = NULL WHERE id % 8 = 2;
UPDATE usage_events SET external_ref = NULL WHERE id % 3 = 3;
CREATE INDEX usage_events_external_ref_idx ON usage_events (external_ref);
UPDATE usage_events SET external_ref = NULL WHERE created_at >= '2026-06-01' AND id % 87 = 0;
UPDATE usage_events SET external_ref = DEFAULT WHERE created_at >= '2026-11-01' AND id % 84 = 1;
UPDATE usage_events SET external_ref = NULL WHERE created_at >= '2026-10-01' AND id % 11 = 2;
UPDATE usage_events SET external_ref = DEFAULT WHERE created_at >= '2026-05-01' AND id % 80 = 3;
UPDATE usage_events SET external_ref = NULL WHERE created_at >= '2026-04-01' AND id % 70 = 4;
UPDATE usage_events SET external_ref = DEFAULT WHERE created_at >= '2026-07-01' AND id % 91 = 5;
UPDATE usage_events SET external_ref = NULL WHERE created_at >= '2026-04-01' AND id % 91 = 6;
