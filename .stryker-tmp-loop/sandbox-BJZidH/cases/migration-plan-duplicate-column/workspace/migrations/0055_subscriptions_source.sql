-- 0055: subscriptions.source
ALTER TABLE subscriptions ADD COLUMN source TEXT;
UPDATE subscriptions SET source = NULL WHERE id % 5 = 0;
UPDATE subscriptions SET source = NULL WHERE id % 2 = 1;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-10-01' AND id % 97 = 0;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-09-01' AND id % 99 = 1;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-02-01' AND id % 69 = 2;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-06-01' AND id % 28 = 3;
UPDATE subscriptions SET source = NULL WHERE created_at >= '2026-06-01' AND id % 68 = 4;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-11-01' AND id % 50 = 5;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-10-01' AND id % 54 = 6;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-05-01' AND id % 48 = 7;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-03-01' AND id % 25 = 8;
UPDATE subscriptions SET source = NULL WHERE created_at >= '2026-06-01' AND id % 92 = 9;
UPDATE subscriptions SET source = NULL WHERE created_at >= '2026-05-01' AND id % 65 = 10;
UPDATE subscriptions SET source = DEFAULT WHERE created_at >= '2026-08-01' AND id % 26 = 11;
