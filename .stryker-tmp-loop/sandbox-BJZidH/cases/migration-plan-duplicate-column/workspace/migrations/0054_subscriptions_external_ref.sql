-- 0054: subscriptions.external_ref
ALTER TABLE subscriptions ADD COLUMN external_ref BOOLEAN NOT NULL DEFAULT false;
UPDATE subscriptions SET external_ref = DEFAULT WHERE id % 7 = 0;
UPDATE subscriptions SET external_ref = NULL WHERE id % 6 = 1;
UPDATE subscriptions SET external_ref = DEFAULT WHERE id % 7 = 2;
UPDATE subscriptions SET external_ref = NULL WHERE id % 8 = 3;
CREATE INDEX subscriptions_external_ref_idx ON subscriptions (external_ref);
UPDATE subscriptions SET external_ref = DEFAULT WHERE created_at >= '2026-10-01' AND id % 62 = 0;
UPDATE subscriptions SET external_ref = DEFAULT WHERE created_at >= '2026-09-01' AND id % 78 = 1;
UPDATE subscriptions SET external_ref = DEFAULT WHERE created_at >= '2026-08-01' AND id % 29 = 2;
UPDATE subscriptions SET external_ref = DEFAULT WHERE created_at >= '2026-07-01' AND id % 35 = 3;
UPDATE subscriptions SET external_ref = DEFAULT WHERE created_at >= '2026-03-01' AND id % 48 = 4;
UPDATE subscriptions SET external_ref = NULL WHERE created_at >= '2026-06-01' AND id % 44 = 5;
UPDATE subscriptions SET external_ref = NULL WHERE created_at >= '2026-03-01' AND id % 16 = 6;
UPDATE subscriptions SET external_ref = NULL WHERE created_at >= '2026-07-01' AND id % 88 = 7;
UPDATE subscriptions SET external_ref = NULL WHERE created_at >= '2026-02-01' AND id % 83 = 8;
UPDATE subscriptions SET external_ref = NULL WHERE created_at >= '2026-03-01' AND id % 25 = 9;
