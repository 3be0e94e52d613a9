-- 0051: tax_rates.batch_id
ALTER TABLE tax_rates ADD COLUMN batch_id TIMESTAMPTZ;
UPDATE tax_rates SET batch_id = NULL WHERE id % 8 = 0;
UPDATE tax_rates SET batch_id = DEFAULT WHERE id % 7 = 1;
UPDATE tax_rates SET batch_id = NULL WHERE id % 3 = 2;
UPDATE tax_rates SET batch_id = NULL WHERE id % 6 = 3;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-06-01' AND id % 16 = 0;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-04-01' AND id % 14 = 1;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-06-01' AND id % 88 = 2;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-09-01' AND id % 46 = 3;
UPDATE tax_rates SET batch_id = NULL WHERE created_at >= '2026-03-01' AND id % 63 = 4;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-07-01' AND id % 20 = 5;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-04-01' AND id % 35 = 6;
UPDATE tax_rates SET batch_id = NULL WHERE created_at >= '2026-09-01' AND id % 24 = 7;
UPDATE tax_rates SET batch_id = NULL WHERE created_at >= '2026-11-01' AND id % 10 = 8;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-02-01' AND id % 65 = 9;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-08-01' AND id % 69 = 10;
UPDATE tax_rates SET batch_id = DEFAULT WHERE created_at >= '2026-05-01' AND id % 79 = 11;
