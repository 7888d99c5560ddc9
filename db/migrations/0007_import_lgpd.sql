-- Account deletion is confirmed with an e-mailed code, like the other one-time codes.
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_check";
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check"
	CHECK ("purpose" in ('confirm_account', 'reset_password', 'delete_account'));
--> statement-breakpoint
-- A bank statement brought in: parsed rows wait here as a preview until the user commits them.
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"format" varchar(8) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'preview' NOT NULL,
	"payment_method_id" uuid REFERENCES "payment_methods"("id") ON DELETE SET NULL,
	"columns" jsonb,
	"mapping" jsonb,
	"cells" jsonb,
	"rows" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_format_check" CHECK ("format" in ('ofx', 'csv')),
	CONSTRAINT "imports_status_check" CHECK ("status" in ('preview', 'committed', 'undone'))
);
--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" ("user_id", "created_at");
--> statement-breakpoint
-- Which transactions an import created: undoing it deletes exactly these.
CREATE TABLE "import_transactions" (
	"transaction_id" uuid PRIMARY KEY NOT NULL REFERENCES "transactions"("id") ON DELETE CASCADE,
	"import_id" uuid NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "import_transactions_import_idx" ON "import_transactions" ("import_id");
