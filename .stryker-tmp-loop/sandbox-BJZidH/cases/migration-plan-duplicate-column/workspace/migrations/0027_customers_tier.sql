-- 0027: customers.tier
ALTER TABLE customers ADD COLUMN tier BOOLEAN NOT NULL DEFAULT false;
UPDATE customers SET tier = NULL WHERE id % 7 = 0;
UPDATE customers SET tier = NULL WHERE id % 8 = 1;
UPDATE customers SET tier = DEFAULT WHERE id % 6 = 2;
CREATE INDEX customers_tier_idx ON customers (tier);
UPDATE customers SET tier = NULL WHERE created_at >= '2026-05-01' AND id % 31 = 0;
UPDATE customers SET tier = NULL WHERE created_at >= '2026-06-01' AND id % 33 = 1;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-02-01' AND id % 20 = 2;
UPDATE customers SET tier = NULL WHERE created_at >= '2026-02-01' AND id % 43 = 3;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-01-01' AND id % 55 = 4;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-10-01' AND id % 96 = 5;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-01-01' AND id % 13 = 6;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-06-01' AND id % 65 = 7;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-08-01' AND id % 19 = 8;
UPDATE customers SET tier = NULL WHERE created_at >= '2026-11-01' AND id % 84 = 9;
UPDATE customers SET tier = DEFAULT WHERE created_at >= '2026-07-01' AND id % 26 = 10;
