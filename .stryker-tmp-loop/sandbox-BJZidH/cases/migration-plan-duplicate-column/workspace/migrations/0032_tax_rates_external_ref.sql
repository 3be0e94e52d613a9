-- 0032: tax_rates.external_ref
ALTER TABLE tax_rates ADD COLUMN external_ref BOOLEAN NOT NULL DEFAULT false;
UPDATE tax_rates SET external_ref = NULL WHERE id % 3 = 0;
UPDATE tax_rates SET external_ref = DEFAULT WHERE created_at >= '2026-04-01' AND id % 34 = 0;
UPDATE tax_rates SET external_ref = NULL WHERE created_at >= '2026-01-01' AND id % 74 = 1;
UPDATE tax_rates SET external_ref = DEFAULT WHERE created_at >= '2026-02-01' AND id % 82 = 2;
UPDATE tax_rates SET external_ref = DEFAULT WHERE created_at >= '2026-11-01' AND id % 29 = 3;
UPDATE tax_rates SET external_ref = NULL WHERE created_at >= '2026-08-01' AND id % 21 = 4;
UPDATE tax_rates SET external_ref = NULL WHERE created_at >= '2026-01-01' AND id % 56 = 5;
UPDATE tax_rates SET external_ref = NULL WHERE created_at >= '2026-09-01' AND id % 19 = 6;
UPDATE tax_rates SET external_ref = DEFAULT WHERE created_at >= '2026-09-01' AND id % 12 = 7;
UPDATE tax_rates SET external_ref = DEFAULT WHERE created_at >= '2026-06-01' AND id % 52 = 8;
UPDATE tax_rates SET external_ref = DEFAULT WHERE created_at >= '2026-03-01' AND id % 20 = 9;
