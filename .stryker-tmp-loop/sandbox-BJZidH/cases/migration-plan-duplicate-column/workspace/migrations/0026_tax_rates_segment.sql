-- 0026: tax_rates.segment
ALTER TABLE tax_rates ADD COLUMN segment TIMESTAMPTZ;
UPDATE tax_rates SET segment = NULL WHERE id % 3 = 0;
UPDATE tax_rates SET segment = NULL WHERE id % 6 = 1;
UPDATE tax_rates SET segment = DEFAULT WHERE id % 7 = 2;
UPDATE tax_rates SET segment = DEFAULT WHERE id % 3 = 3;
UPDATE tax_rates SET segment = DEFAULT WHERE created_at >= '2026-04-01' AND id % 51 = 0;
UPDATE tax_rates SET segment = DEFAULT WHERE created_at >= '2026-03-01' AND id % 63 = 1;
UPDATE tax_rates SET segment = DEFAULT WHERE created_at >= '2026-10-01' AND id % 36 = 2;
UPDATE tax_rates SET segment = DEFAULT WHERE created_at >= '2026-10-01' AND id % 93 = 3;
UPDATE tax_rates SET segment = NULL WHERE created_at >= '2026-08-01' AND id % 19 = 4;
UPDATE tax_rates SET segment = DEFAULT WHERE created_at >= '2026-01-01' AND id % 69 = 5;
UPDATE tax_rates SET segment = NULL WHERE created_at >= '2026-04-01' AND id % 92 = 6;
UPDATE tax_rates SET segment = NULL WHERE created_at >= '2026-04-01' AND id % 42 = 7;
UPDATE tax_rates SET segment = NULL WHERE created_at >= '2026-04-01' AND id % 43 = 8;
UPDATE tax_rates SET segment = NULL WHERE created_at >= '2026-03-01' AND id % 89 = 9;
