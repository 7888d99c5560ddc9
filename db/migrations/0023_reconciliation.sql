CREATE TABLE "open_finance_ignored" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pluggy_transaction_id" varchar(64) NOT NULL,
	"account_id" uuid,
	"reason" varchar(8) NOT NULL,
	"description" varchar(200) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"type" varchar(8) NOT NULL,
	"day" date NOT NULL,
	"snapshot" jsonb NOT NULL,
	"ignored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_finance_ignored_reason_check" CHECK ("open_finance_ignored"."reason" in ('deleted', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "bank_category_mappings" (
	"user_id" uuid NOT NULL,
	"pluggy_category_id" varchar(8) NOT NULL,
	"category_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_category_mappings_user_id_pluggy_category_id_pk" PRIMARY KEY("user_id","pluggy_category_id")
);
--> statement-breakpoint
CREATE TABLE "payee_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"into_payee_id" uuid NOT NULL,
	"from_payee_id" uuid NOT NULL,
	"from_name" varchar(120) NOT NULL,
	"from_document" varchar(20),
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_key" varchar(120) NOT NULL,
	"document" varchar(20),
	"document_masked" boolean DEFAULT false NOT NULL,
	"kind" varchar(8),
	"default_category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payees_kind_check" CHECK ("payees"."kind" is null or "payees"."kind" in ('pessoa', 'empresa')),
	CONSTRAINT "payees_name_check" CHECK (length(btrim("payees"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_suggestion_dismissals" (
	"user_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_suggestion_dismissals_user_id_payee_id_pk" PRIMARY KEY("user_id","payee_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_valor_check";--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "payee_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payee_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "category_source" varchar(8);--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD COLUMN "link_state" varchar(16) DEFAULT 'linked' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD COLUMN "suggested_payment_method_id" uuid;--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD COLUMN "link_adjustment" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD COLUMN "link_adjustment_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_finance_items" ADD COLUMN "owner_document" varchar(14);--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD COLUMN "counterparty_document" varchar(20);--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD COLUMN "pluggy_category_id" varchar(8);--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD COLUMN "pluggy_category" varchar(120);--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD COLUMN "mcc" varchar(4);--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD COLUMN "merchant_document" varchar(20);--> statement-breakpoint
ALTER TABLE "open_finance_ignored" ADD CONSTRAINT "open_finance_ignored_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_ignored" ADD CONSTRAINT "open_finance_ignored_account_id_open_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."open_finance_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_category_mappings" ADD CONSTRAINT "bank_category_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_category_mappings" ADD CONSTRAINT "bank_category_mappings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_merges" ADD CONSTRAINT "payee_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_merges" ADD CONSTRAINT "payee_merges_into_payee_id_payees_id_fk" FOREIGN KEY ("into_payee_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_default_category_id_categories_id_fk" FOREIGN KEY ("default_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_suggestion_dismissals" ADD CONSTRAINT "recurring_suggestion_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_suggestion_dismissals" ADD CONSTRAINT "recurring_suggestion_dismissals_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_finance_ignored_pluggy_key" ON "open_finance_ignored" USING btree ("user_id","pluggy_transaction_id");--> statement-breakpoint
CREATE INDEX "payee_merges_into_idx" ON "payee_merges" USING btree ("into_payee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payees_user_document_key" ON "payees" USING btree ("user_id","document") WHERE "payees"."document" is not null and not "payees"."document_masked";--> statement-breakpoint
CREATE UNIQUE INDEX "payees_user_name_key" ON "payees" USING btree ("user_id","name_key") WHERE "payees"."document" is null or "payees"."document_masked";--> statement-breakpoint
CREATE INDEX "payees_user_idx" ON "payees" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD CONSTRAINT "open_finance_accounts_suggested_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("suggested_payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_user_payee_idx" ON "transactions" USING btree ("user_id","payee_id","transaction_date") WHERE "transactions"."payee_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_category_source_check" CHECK ("transactions"."category_source" is null or "transactions"."category_source" in ('rule', 'payee', 'history', 'bank', 'mcc', 'person'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_valor_check" CHECK ("transactions"."valor" <> 0);--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD CONSTRAINT "open_finance_accounts_link_state_check" CHECK ("open_finance_accounts"."link_state" in ('linked', 'pending'));--> statement-breakpoint
-- A category already on a row was the person's (typed, or accepted from a suggestion): settled.
UPDATE "transactions" SET "category_source" = 'person' WHERE "category_id" IS NOT NULL;--> statement-breakpoint
-- An estorno on a card was stored as a receita (a credit on the fatura), so it counted as income.
-- It becomes what it is: a despesa below zero, which lowers the fatura and its category's
-- spending the same, and is never income. A category only for receitas does not fit it.
UPDATE "transactions" t
SET "valor" = -t."valor",
    "transaction_type_id" = (SELECT "id" FROM "transaction_types" WHERE "transaction_type" = 'despesa'),
    "category_id" = CASE
      WHEN EXISTS (SELECT 1 FROM "categories" c WHERE c."id" = t."category_id" AND c."type" = 'receita') THEN NULL
      ELSE t."category_id" END
FROM "payment_methods" pm, "transaction_types" tt
WHERE pm."id" = t."payment_method_id" AND pm."kind" = 'credit_card'
  AND tt."id" = t."transaction_type_id" AND tt."transaction_type" = 'receita'
  AND NOT t."is_objective";
--> statement-breakpoint
UPDATE "transactions" SET "category_source" = NULL WHERE "category_id" IS NULL AND "category_source" IS NOT NULL;
