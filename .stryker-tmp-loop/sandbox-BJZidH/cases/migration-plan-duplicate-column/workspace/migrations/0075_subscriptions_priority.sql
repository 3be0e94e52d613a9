-- 0075: subscriptions.priority
ALTER TABLE subscriptions ADD COLUMN priority TIMESTAMPTZ;
UPDATE subscriptions SET priority = NULL WHERE id % 7 = 0;
UPDATE subscriptions SET priority = DEFAULT WHERE id % 4 = 1;
UPDATE subscriptions SET priority = NULL WHERE id % 9 = 2;
CREATE INDEX subscriptions_priority_idx ON subscriptions (priority);
UPDATE subscriptions SET priority = NULL WHERE created_at >= '2026-06-01' AND id % 49 = 0;
UPDATE subscriptions SET priority = DEFAULT WHERE created_at >= '2026-11-01' AND id % 43 = 1;
UPDATE subscriptions SET priority = DEFAULT WHERE created_at >= '2026-05-01' AND id % 36 = 2;
UPDATE subscriptions SET priority = DEFAULT WHERE created_at >= '2026-02-01' AND id % 93 = 3;
UPDATE subscriptions SET priority = DEFAULT WHERE created_at >= '2026-08-01' AND id % 63 = 4;
UPDATE subscriptions SET priority = DEFAULT WHERE created_at >= '2026-04-01' AND id % 53 = 5;
UPDATE subscriptions SET priority = NULL WHERE created_at >= '2026-11-01' AND id % 40 = 6;
UPDATE subscriptions SET priority = NULL WHERE created_at >= '2026-10-01' AND id % 61 = 7;
UPDATE subscriptions SET priority = NULL WHERE created_at >= '2026-07-01' AND id % 33 = 8;
UPDATE subscriptions SET priority = DEFAULT WHERE created_at >= '2026-02-01' AND id % 93 = 9;
