DROP INDEX "transactions_user_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","transaction_date","created_at","id");