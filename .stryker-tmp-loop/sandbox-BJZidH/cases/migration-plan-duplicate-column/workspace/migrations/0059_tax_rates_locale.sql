-- 0059: tax_rates.locale
ALTER TABLE tax_rates ADD COLUMN locale TIMESTAMPTZ;
UPDATE tax_rates SET locale = DEFAULT WHERE id % 4 = 0;
UPDATE tax_rates SET locale = NULL WHERE id % 8 = 1;
UPDATE tax_rates SET locale = DEFAULT WHERE id % 9 = 2;
UPDATE tax_rates SET locale = DEFAULT WHERE id % 7 = 3;
CREATE INDEX tax_rates_locale_idx ON tax_rates (locale);
UPDATE tax_rates SET locale = NULL WHERE created_at >= '2026-07-01' AND id % 13 = 0;
UPDATE tax_rates SET locale = DEFAULT WHERE created_at >= '2026-07-01' AND id % 10 = 1;
UPDATE tax_rates SET locale = DEFAULT WHERE created_at >= '2026-03-01' AND id % 70 = 2;
UPDATE tax_rates SET locale = DEFAULT WHERE created_at >= '2026-03-01' AND id % 59 = 3;
UPDATE tax_rates SET locale = NULL WHERE created_at >= '2026-09-01' AND id % 91 = 4;
UPDATE tax_rates SET locale = DEFAULT WHERE created_at >= '2026-10-01' AND id % 90 = 5;
UPDATE tax_rates SET locale = DEFAULT WHERE created_at >= '2026-07-01' AND id % 46 = 6;
UPDATE tax_rates SET locale = NULL WHERE created_at >= '2026-11-01' AND id % 98 = 7;
UPDATE tax_rates SET locale = NULL WHERE created_at >= '2026-02-01' AND id % 66 = 8;
UPDATE tax_rates SET locale = DEFAULT WHERE created_at >= '2026-02-01' AND id % 11 = 9;
