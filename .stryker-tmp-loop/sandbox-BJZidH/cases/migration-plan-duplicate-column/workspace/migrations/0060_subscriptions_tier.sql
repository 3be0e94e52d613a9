-- 0060: subscriptions.tier
ALTER TABLE subscriptions ADD COLUMN tier TIMESTAMPTZ;
UPDATE subscriptions SET tier = DEFAULT WHERE id % 2 = 0;
UPDATE subscriptions SET tier = DEFAULT WHERE id % 4 = 1;
UPDATE subscriptions SET tier = DEFAULT WHERE id % 8 = 2;
UPDATE subscriptions SET tier = NULL WHERE id % 3 = 3;
UPDATE subscriptions SET tier = DEFAULT WHERE created_at >= '2026-07-01' AND id % 90 = 0;
UPDATE subscriptions SET tier = NULL WHERE created_at >= '2026-11-01' AND id % 52 = 1;
UPDATE subscriptions SET tier = DEFAULT WHERE created_at >= '2026-10-01' AND id % 38 = 2;
UPDATE subscriptions SET tier = DEFAULT WHERE created_at >= '2026-04-01' AND id % 92 = 3;
UPDATE subscriptions SET tier = DEFAULT WHERE created_at >= '2026-02-01' AND id % 16 = 4;
UPDATE subscriptions SET tier = NULL WHERE created_at >= '2026-09-01' AND id % 77 = 5;
UPDATE subscriptions SET tier = NULL WHERE created_at >= '2026-10-01' AND id % 20 = 6;
UPDATE subscriptions SET tier = NULL WHERE created_at >= '2026-04-01' AND id % 70 = 7;
