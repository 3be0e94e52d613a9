-- 0029: tax_rates.reviewed_by
ALTER TABLE tax_rates ADD COLUMN reviewed_by TIMESTAMPTZ;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE id % 3 = 0;
UPDATE tax_rates SET reviewed_by = NULL WHERE created_at >= '2026-03-01' AND id % 57 = 0;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE created_at >= '2026-02-01' AND id % 23 = 1;
UPDATE tax_rates SET reviewed_by = NULL WHERE created_at >= '2026-06-01' AND id % 92 = 2;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE created_at >= '2026-09-01' AND id % 48 = 3;
UPDATE tax_rates SET reviewed_by = NULL WHERE created_at >= '2026-08-01' AND id % 71 = 4;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE created_at >= '2026-03-01' AND id % 18 = 5;
UPDATE tax_rates SET reviewed_by = NULL WHERE created_at >= '2026-03-01' AND id % 80 = 6;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE created_at >= '2026-06-01' AND id % 22 = 7;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE created_at >= '2026-05-01' AND id % 59 = 8;
UPDATE tax_rates SET reviewed_by = NULL WHERE created_at >= '2026-03-01' AND id % 15 = 9;
UPDATE tax_rates SET reviewed_by = DEFAULT WHERE created_at >= '2026-09-01' AND id % 44 = 10;
