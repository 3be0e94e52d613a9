-- 0079: subscriptions.label
ALTER TABLE subscriptions ADD COLUMN label BOOLEAN NOT NULL DEFAULT false;
UPDATE subscriptions SET label = DEFAULT WHERE id % 9 = 0;
UPDATE subscriptions SET label = NULL WHERE id % 3 = 1;
UPDATE subscriptions SET label = DEFAULT WHERE created_at >= '2026-04-01' AND id % 28 = 0;
UPDATE subscriptions SET label = DEFAULT WHERE created_at >= '2026-10-01' AND id % 19 = 1;
UPDATE subscriptions SET label = DEFAULT WHERE created_at >= '2026-06-01' AND id % 36 = 2;
UPDATE subscriptions SET label = DEFAULT WHERE created_at >= '2026-03-01' AND id % 54 = 3;
UPDATE subscriptions SET label = NULL WHERE created_at >= '2026-04-01' AND id % 90 = 4;
UPDATE subscriptions SET label = NULL WHERE created_at >= '2026-08-01' AND id % 64 = 5;
