-- What a card owed on past days (Patrimônio's months, the declaration's 31/12) sums each card's
-- rows by fatura month in each span between the days, through (user_id, payment_method_id,
-- transaction_date). Without statement_month in the index each of those rows is read from the heap;
-- on a 1,000,000-row account that is ~625,000 heap reads. Carrying it makes it an index-only scan.
DROP INDEX IF EXISTS "transactions_user_payment_method_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_payment_method_idx" ON "transactions" ("user_id", "payment_method_id", "transaction_date")
  INCLUDE ("valor", "transaction_type_id", "statement_month") WHERE "payment_method_id" IS NOT NULL;
