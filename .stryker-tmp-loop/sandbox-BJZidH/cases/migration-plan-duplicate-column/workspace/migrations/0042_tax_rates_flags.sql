-- 0042: tax_rates.flags
ALTER TABLE tax_rates ADD COLUMN flags TEXT;
UPDATE tax_rates SET flags = DEFAULT WHERE id % 8 = 0;
UPDATE tax_rates SET flags = DEFAULT WHERE created_at >= '2026-07-01' AND id % 92 = 0;
UPDATE tax_rates SET flags = NULL WHERE created_at >= '2026-10-01' AND id % 76 = 1;
UPDATE tax_rates SET flags = NULL WHERE created_at >= '2026-04-01' AND id % 54 = 2;
UPDATE tax_rates SET flags = NULL WHERE created_at >= '2026-06-01' AND id % 40 = 3;
UPDATE tax_rates SET flags = DEFAULT WHERE created_at >= '2026-08-01' AND id % 20 = 4;
UPDATE tax_rates SET flags = DEFAULT WHERE created_at >= '2026-04-01' AND id % 51 = 5;
UPDATE tax_rates SET flags = NULL WHERE created_at >= '2026-04-01' AND id % 37 = 6;
UPDATE tax_rates SET flags = DEFAULT WHERE created_at >= '2026-09-01' AND id % 63 = 7;
UPDATE tax_rates SET flags = DEFAULT WHERE created_at >= '2026-04-01' AND id % 89 = 8;
UPDATE tax_rates SET flags = DEFAULT WHERE created_at >= '2026-08-01' AND id % 62 = 9;
