-- An objective's balance sums its linked transactions' signed valor. With the type and the valor in
-- the index itself, the sum is read from the index alone (a few pages), not from one heap page per
-- linked transaction scattered over years of history. Same key and predicate as before, so every
-- query the old index served still uses it.
DROP INDEX IF EXISTS "transactions_user_objective_idx";
--> statement-breakpoint
CREATE INDEX "transactions_user_objective_idx" ON "transactions" ("user_id", "objective_id")
INCLUDE ("is_objective", "transaction_type_id", "valor") WHERE "objective_id" IS NOT NULL;
