-- 0053: subscriptions.score
ALTER TABLE subscriptions ADD COLUMN score TIMESTAMPTZ;
UPDATE subscriptions SET score = NULL WHERE id % 6 = 0;
UPDATE subscriptions SET score = NULL WHERE created_at >= '2026-01-01' AND id % 45 = 0;
UPDATE subscriptions SET score = NULL WHERE created_at >= '2026-03-01' AND id % 24 = 1;
UPDATE subscriptions SET score = NULL WHERE created_at >= '2026-05-01' AND id % 26 = 2;
UPDATE subscriptions SET score = DEFAULT WHERE created_at >= '2026-06-01' AND id % 87 = 3;
UPDATE subscriptions SET score = NULL WHERE created_at >= '2026-04-01' AND id % 10 = 4;
UPDATE subscriptions SET score = DEFAULT WHERE created_at >= '2026-03-01' AND id % 71 = 5;
UPDATE subscriptions SET score = NULL WHERE created_at >= '2026-02-01' AND id % 55 = 6;
UPDATE subscriptions SET score = DEFAULT WHERE created_at >= '2026-02-01' AND id % 50 = 7;
UPDATE subscriptions SET score = DEFAULT WHERE created_at >= '2026-01-01' AND id % 54 = 8;
