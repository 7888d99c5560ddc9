CREATE TABLE "open_finance_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"pluggy_account_id" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"number" varchar(40),
	"payment_method_id" uuid,
	"transactions_cursor" text,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_finance_accounts_type_check" CHECK ("open_finance_accounts"."type" in ('BANK', 'CREDIT'))
);
--> statement-breakpoint
CREATE TABLE "open_finance_events" (
	"event_id" varchar(100) NOT NULL,
	"event" varchar(64) NOT NULL,
	"pluggy_item_id" varchar(64),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_finance_events_event_id_pk" PRIMARY KEY("event_id")
);
--> statement-breakpoint
CREATE TABLE "open_finance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pluggy_item_id" varchar(64) NOT NULL,
	"institution_name" varchar(120) NOT NULL,
	"status" varchar(32) NOT NULL,
	"status_detail" varchar(64),
	"consent_expires_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"sync_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_finance_transactions" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"pluggy_transaction_id" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"raw_description" varchar(500),
	"counterparty" varchar(200),
	"needs_review" boolean DEFAULT true NOT NULL,
	"reconciled" boolean DEFAULT false NOT NULL,
	"edited_by_user" boolean DEFAULT false NOT NULL,
	"deleted_at_bank_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_finance_transactions_status_check" CHECK ("open_finance_transactions"."status" in ('PENDING', 'POSTED'))
);
--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD CONSTRAINT "open_finance_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD CONSTRAINT "open_finance_accounts_item_id_open_finance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."open_finance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_accounts" ADD CONSTRAINT "open_finance_accounts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_items" ADD CONSTRAINT "open_finance_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD CONSTRAINT "open_finance_transactions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD CONSTRAINT "open_finance_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_transactions" ADD CONSTRAINT "open_finance_transactions_account_id_open_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."open_finance_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_finance_accounts_pluggy_account_key" ON "open_finance_accounts" USING btree ("pluggy_account_id");--> statement-breakpoint
CREATE INDEX "open_finance_accounts_item_idx" ON "open_finance_accounts" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_finance_items_pluggy_item_key" ON "open_finance_items" USING btree ("pluggy_item_id");--> statement-breakpoint
CREATE INDEX "open_finance_items_user_idx" ON "open_finance_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_finance_transactions_pluggy_key" ON "open_finance_transactions" USING btree ("user_id","pluggy_transaction_id");--> statement-breakpoint
CREATE INDEX "open_finance_transactions_review_idx" ON "open_finance_transactions" USING btree ("user_id") WHERE "open_finance_transactions"."needs_review";