-- An objective's balance sums its linked transactions' signed valor, and only those marked
-- is_objective count. 0004 put the type and the valor in this index, but not is_objective, so
-- every balance still visited one heap page per linked transaction, scattered over years of
-- history. With it included, the sum is read from the index alone (a few pages). Same key and
-- predicate as before, so every query the old index served still uses it.
DROP INDEX IF EXISTS "transactions_user_objective_idx";
--> statement-breakpoint
CREATE INDEX "transactions_user_objective_idx" ON "transactions" ("user_id", "objective_id")
INCLUDE ("is_objective", "transaction_type_id", "valor") WHERE "objective_id" IS NOT NULL;
