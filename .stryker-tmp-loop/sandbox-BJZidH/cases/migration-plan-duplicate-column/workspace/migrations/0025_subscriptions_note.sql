-- 0025: subscriptions.note
ALTER TABLE subscriptions ADD COLUMN note BIGINT;
UPDATE subscriptions SET note = NULL WHERE id % 6 = 0;
UPDATE subscriptions SET note = DEFAULT WHERE id % 8 = 1;
UPDATE subscriptions SET note = NULL WHERE id % 3 = 2;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-03-01' AND id % 92 = 0;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-03-01' AND id % 30 = 1;
UPDATE subscriptions SET note = NULL WHERE created_at >= '2026-08-01' AND id % 71 = 2;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-10-01' AND id % 33 = 3;
UPDATE subscriptions SET note = NULL WHERE created_at >= '2026-05-01' AND id % 35 = 4;
UPDATE subscriptions SET note = NULL WHERE created_at >= '2026-10-01' AND id % 75 = 5;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-04-01' AND id % 98 = 6;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-11-01' AND id % 62 = 7;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-04-01' AND id % 49 = 8;
UPDATE subscriptions SET note = NULL WHERE created_at >= '2026-05-01' AND id % 71 = 9;
UPDATE subscriptions SET note = DEFAULT WHERE created_at >= '2026-04-01' AND id % 32 = 10;
