CREATE TABLE "account_bank_details" (
	"payment_method_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_code" varchar(3),
	"branch" varchar(10),
	"account_number" varchar(20),
	"institution_document" varchar(14),
	"joint" boolean DEFAULT false NOT NULL,
	"tax_code" varchar(5),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_bank_details_bank_code_check" CHECK ("account_bank_details"."bank_code" is null or "account_bank_details"."bank_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "account_bank_details_tax_code_check" CHECK ("account_bank_details"."tax_code" is null or "account_bank_details"."tax_code" ~ '^[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "balance_snapshots" (
	"user_id" uuid NOT NULL,
	"subject_kind" varchar(12) NOT NULL,
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_snapshots_subject_kind_subject_id_day_pk" PRIMARY KEY("subject_kind","subject_id","day"),
	CONSTRAINT "balance_snapshots_kind_check" CHECK ("balance_snapshots"."subject_kind" in ('account', 'card', 'investment', 'loan'))
);
--> statement-breakpoint
CREATE TABLE "investment_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"investment_id" uuid NOT NULL,
	"pluggy_transaction_id" varchar(64),
	"day" date NOT NULL,
	"type" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"income_tax" numeric(14, 2),
	"quantity" numeric(20, 8),
	"description" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_movements_type_check" CHECK ("investment_movements"."type" in ('BUY', 'SELL', 'TAX', 'TRANSFER'))
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid,
	"pluggy_investment_id" varchar(64),
	"name" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subtype" varchar(32),
	"tax_code" varchar(5),
	"institution_name" varchar(120),
	"institution_document" varchar(14),
	"issuer" varchar(120),
	"issuer_document" varchar(14),
	"balance" numeric(14, 2) NOT NULL,
	"amount_original" numeric(14, 2),
	"rate_text" varchar(60),
	"rate" numeric(12, 4),
	"rate_type" varchar(16),
	"quantity" numeric(20, 8),
	"purchase_date" date,
	"due_date" date,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"balance_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_kind_check" CHECK ("investments"."kind" in ('renda_fixa', 'acoes', 'fundos', 'previdencia', 'cripto', 'poupanca', 'outros')),
	CONSTRAINT "investments_status_check" CHECK ("investments"."status" in ('ACTIVE', 'PENDING', 'TOTAL_WITHDRAWAL')),
	CONSTRAINT "investments_tax_code_check" CHECK ("investments"."tax_code" is null or "investments"."tax_code" ~ '^[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "investments_name_check" CHECK (length(btrim("investments"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid,
	"pluggy_loan_id" varchar(64),
	"name" varchar(120) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"contract_number" varchar(60),
	"creditor_name" varchar(120),
	"creditor_document" varchar(14),
	"contract_amount" numeric(14, 2),
	"contract_date" date,
	"balance" numeric(14, 2) NOT NULL,
	"installment_amount" numeric(14, 2),
	"installments_total" smallint,
	"installments_paid" smallint,
	"cet" numeric(10, 4),
	"due_date" date,
	"tax_code" varchar(2),
	"balance_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_kind_check" CHECK ("loans"."kind" in ('financiamento_imobiliario', 'financiamento_veiculo', 'consignado', 'pessoal', 'cheque_especial', 'outro')),
	CONSTRAINT "loans_balance_check" CHECK ("loans"."balance" >= 0),
	CONSTRAINT "loans_tax_code_check" CHECK ("loans"."tax_code" is null or "loans"."tax_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "loans_name_check" CHECK (length(btrim("loans"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"birth_date" date NOT NULL,
	"relationship" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dependents_cpf_check" CHECK ("dependents"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "dependents_name_check" CHECK (length(btrim("dependents"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_tax" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"reimbursed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deductible" boolean,
	"code" varchar(2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_tax_reimbursed_check" CHECK ("transaction_tax"."reimbursed" >= 0),
	CONSTRAINT "transaction_tax_code_check" CHECK ("transaction_tax"."code" is null or "transaction_tax"."code" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deductible_kind" varchar(12);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "deductible_code" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "deductible_kind" varchar(12);--> statement-breakpoint
ALTER TABLE "payees" ADD COLUMN "deductible_code" varchar(2);--> statement-breakpoint
ALTER TABLE "account_bank_details" ADD CONSTRAINT "account_bank_details_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_bank_details" ADD CONSTRAINT "account_bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_snapshots" ADD CONSTRAINT "balance_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_movements" ADD CONSTRAINT "investment_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_movements" ADD CONSTRAINT "investment_movements_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_item_id_open_finance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."open_finance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_item_id_open_finance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."open_finance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tax" ADD CONSTRAINT "transaction_tax_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tax" ADD CONSTRAINT "transaction_tax_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tax" ADD CONSTRAINT "transaction_tax_beneficiary_id_dependents_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."dependents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_bank_details_user_idx" ON "account_bank_details" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "balance_snapshots_user_day_idx" ON "balance_snapshots" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_movements_pluggy_key" ON "investment_movements" USING btree ("user_id","pluggy_transaction_id") WHERE "investment_movements"."pluggy_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "investment_movements_investment_idx" ON "investment_movements" USING btree ("investment_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "investments_pluggy_key" ON "investments" USING btree ("user_id","pluggy_investment_id") WHERE "investments"."pluggy_investment_id" is not null;--> statement-breakpoint
CREATE INDEX "investments_user_idx" ON "investments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_pluggy_key" ON "loans" USING btree ("user_id","pluggy_loan_id") WHERE "loans"."pluggy_loan_id" is not null;--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dependents_user_cpf_key" ON "dependents" USING btree ("user_id","cpf");--> statement-breakpoint
CREATE INDEX "transaction_tax_user_idx" ON "transaction_tax" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_deductible_check" CHECK (("categories"."deductible_kind" is null and "categories"."deductible_code" is null) or ("categories"."deductible_kind" in ('saude', 'educacao', 'previdencia', 'pensao') and "categories"."deductible_code" ~ '^[0-9]{2}$'));--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_deductible_check" CHECK (("payees"."deductible_kind" is null and "payees"."deductible_code" is null) or ("payees"."deductible_kind" in ('saude', 'educacao', 'previdencia', 'pensao') and "payees"."deductible_code" ~ '^[0-9]{2}$'));