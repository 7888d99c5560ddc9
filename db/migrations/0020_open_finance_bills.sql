CREATE TABLE "open_finance_bills" (
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"statement_month" date NOT NULL,
	"pluggy_bill_id" varchar(64) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_finance_bills_card_id_statement_month_pk" PRIMARY KEY("card_id","statement_month")
);
--> statement-breakpoint
ALTER TABLE "open_finance_bills" ADD CONSTRAINT "open_finance_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_bills" ADD CONSTRAINT "open_finance_bills_card_id_payment_methods_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_finance_bills_user_idx" ON "open_finance_bills" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: a bank bill's total is what its fatura shows, so writing one moves the list
-- version as a fatura payment does (migration 0003).
CREATE TRIGGER "open_finance_bills_list_version_insert" AFTER INSERT ON "open_finance_bills"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "open_finance_bills_list_version_update" AFTER UPDATE ON "open_finance_bills"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "open_finance_bills_list_version_delete" AFTER DELETE ON "open_finance_bills"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
