-- Objective balances read only the linked transactions of one user: a small partial index
-- instead of a scan of every transaction the user has.
CREATE INDEX "transactions_user_objective_idx" ON "transactions" ("user_id", "objective_id")
INCLUDE ("valor", "transaction_type_id") WHERE "objective_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "deadline" date;
--> statement-breakpoint
-- The end of a free trial, while the subscription is in it (null otherwise).
ALTER TABLE "users" ADD COLUMN "trial_ends_at" timestamp with time zone;
--> statement-breakpoint
-- A category's monthly limit from `start_month` (a month's first day) on, until a later row of the
-- same category; a null limit ends the budget from that month on.
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"category_id" uuid NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"start_month" date NOT NULL,
	"limit" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_limit_check" CHECK ("limit" IS NULL OR "limit" > 0),
	CONSTRAINT "budgets_start_month_check" CHECK (extract(day from "start_month") = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_user_category_month_key" ON "budgets" ("user_id", "category_id", "start_month");
