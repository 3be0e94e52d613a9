-- 0046: tax_rates.owner
ALTER TABLE tax_rates ADD COLUMN owner TEXT;
UPDATE tax_rates SET owner = DEFAULT WHERE id % 8 = 0;
UPDATE tax_rates SET owner = NULL WHERE id % 8 = 1;
UPDATE tax_rates SET owner = DEFAULT WHERE id % 7 = 2;
UPDATE tax_rates SET owner = DEFAULT WHERE created_at >= '2026-07-01' AND id % 53 = 0;
UPDATE tax_rates SET owner = NULL WHERE created_at >= '2026-10-01' AND id % 79 = 1;
UPDATE tax_rates SET owner = NULL WHERE created_at >= '2026-08-01' AND id % 49 = 2;
UPDATE tax_rates SET owner = DEFAULT WHERE created_at >= '2026-04-01' AND id % 96 = 3;
UPDATE tax_rates SET owner = DEFAULT WHERE created_at >= '2026-07-01' AND id % 43 = 4;
UPDATE tax_rates SET owner = DEFAULT WHERE created_at >= '2026-01-01' AND id % 13 = 5;
