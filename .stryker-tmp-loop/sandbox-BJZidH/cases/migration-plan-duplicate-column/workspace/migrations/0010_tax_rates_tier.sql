-- 0010: tax_rates.tier
ALTER TABLE tax_rates ADD COLUMN tier TEXT;
UPDATE tax_rates SET tier = DEFAULT WHERE id % 5 = 0;
UPDATE tax_rates SET tier = NULL WHERE id % 7 = 1;
UPDATE tax_rates SET tier = DEFAULT WHERE id % 5 = 2;
CREATE INDEX tax_rates_tier_idx ON tax_rates (tier);
UPDATE tax_rates SET tier = DEFAULT WHERE created_at >= '2026-01-01' AND id % 95 = 0;
UPDATE tax_rates SET tier = NULL WHERE created_at >= '2026-03-01' AND id % 85 = 1;
UPDATE tax_rates SET tier = NULL WHERE created_at >= '2026-05-01' AND id % 13 = 2;
UPDATE tax_rates SET tier = DEFAULT WHERE created_at >= '2026-08-01' AND id % 86 = 3;
UPDATE tax_rates SET tier = DEFAULT WHERE created_at >= '2026-07-01' AND id % 60 = 4;
UPDATE tax_rates SET tier = DEFAULT WHERE created_at >= '2026-03-01' AND id % 56 = 5;
UPDATE tax_rates SET tier = NULL WHERE created_at >= '2026-01-01' AND id % 27 = 6;
