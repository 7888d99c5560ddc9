-- The history of a description (the form's suggestion, the categoriser) counts its rows' categories
-- by (user_id, search_fold(description)). On a 1,000,000-row account a common description holds
-- ~45,000 rows, each read from the heap for its category, source and dates: 1.5-2 s. The same
-- index carrying those columns (and description itself, without which PostgreSQL will not answer
-- search_fold(description) from the index) makes it an index-only scan: ~20-40 ms.
DROP INDEX IF EXISTS "transactions_user_description_fold_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_description_fold_idx" ON "transactions" ("user_id", search_fold("description"))
  INCLUDE ("description", "category_id", "category_source", "transaction_date", "created_at");
