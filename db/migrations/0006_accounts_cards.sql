-- Payment methods become accounts (the default, for every existing one) or credit cards.
ALTER TABLE "payment_methods" ADD COLUMN "kind" varchar(16) DEFAULT 'account' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "closing_day" smallint;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "due_day" smallint;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "credit_limit" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_kind_check" CHECK ("kind" IN ('account', 'credit_card'));
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_card_days_check"
CHECK ("kind" <> 'credit_card' OR ("closing_day" BETWEEN 1 AND 31 AND "due_day" BETWEEN 1 AND 31));
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_credit_limit_check"
CHECK ("credit_limit" IS NULL OR "credit_limit" >= 0);
--> statement-breakpoint
-- A card item's fatura (first day of its due month): set when it is written, moved only while that
-- fatura is open, so a closed fatura keeps its items whatever happens to the card's days.
ALTER TABLE "transactions" ADD COLUMN "statement_month" date;
--> statement-breakpoint
CREATE INDEX "transactions_card_statement_idx" ON "transactions" ("user_id", "payment_method_id", "statement_month")
INCLUDE ("valor", "transaction_type_id") WHERE "statement_month" IS NOT NULL;
--> statement-breakpoint
-- Balances read every transaction of an account: an index-only scan instead of the heap.
CREATE INDEX "transactions_user_payment_method_idx" ON "transactions" ("user_id", "payment_method_id", "transaction_date")
INCLUDE ("valor", "transaction_type_id") WHERE "payment_method_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_regime" varchar(16) DEFAULT 'competencia' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dashboard_regime_check" CHECK ("dashboard_regime" IN ('competencia', 'caixa'));
--> statement-breakpoint
-- Transfers live apart from transactions, so no income or expense total can count them.
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"from_payment_method_id" uuid REFERENCES "payment_methods"("id") ON DELETE SET NULL,
	"to_payment_method_id" uuid REFERENCES "payment_methods"("id") ON DELETE SET NULL,
	"amount" numeric(14, 2) NOT NULL,
	"transfer_date" date NOT NULL,
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "transfers_accounts_check" CHECK ("from_payment_method_id" <> "to_payment_method_id")
);
--> statement-breakpoint
CREATE INDEX "transfers_user_date_idx" ON "transfers" ("user_id", "transfer_date");
--> statement-breakpoint
-- Fatura payments live apart from transactions too: paying a bill is never a second expense.
CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"card_id" uuid NOT NULL REFERENCES "payment_methods"("id") ON DELETE CASCADE,
	"statement_month" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"from_payment_method_id" uuid REFERENCES "payment_methods"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "card_payments_card_month_idx" ON "card_payments" ("card_id", "statement_month");
--> statement-breakpoint
CREATE INDEX "card_payments_from_idx" ON "card_payments" ("from_payment_method_id");
--> statement-breakpoint
-- The days a card had before a change, naming the faturas before "until_month" (closed ones).
CREATE TABLE "card_past_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL REFERENCES "payment_methods"("id") ON DELETE CASCADE,
	"until_month" date NOT NULL,
	"closing_day" smallint NOT NULL,
	"due_day" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_past_days_card_idx" ON "card_past_days" ("card_id", "until_month");
--> statement-breakpoint
-- Balances are cached against the user's list version: transfers and fatura payments move it too.
CREATE TRIGGER "transfers_list_version_insert" AFTER INSERT ON "transfers"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transfers_list_version_update" AFTER UPDATE ON "transfers"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transfers_list_version_delete" AFTER DELETE ON "transfers"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "card_payments_list_version_insert" AFTER INSERT ON "card_payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "card_payments_list_version_update" AFTER UPDATE ON "card_payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "card_payments_list_version_delete" AFTER DELETE ON "card_payments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
-- The dashboard's caixa regime reads card items by the month their fatura falls due.
CREATE INDEX "transactions_user_statement_idx" ON "transactions" ("user_id", "statement_month")
INCLUDE ("valor", "transaction_type_id") WHERE "statement_month" IS NOT NULL;
