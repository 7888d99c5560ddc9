-- Rules that pick a category (and optionally a payment method) from a transaction's description.
-- One rule per folded term: "Padaria" and "padária" would be the same rule.
CREATE TABLE "category_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"contains" varchar(100) NOT NULL,
	"category_id" uuid NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"payment_method_id" uuid REFERENCES "payment_methods"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_rules_contains_check" CHECK (length(btrim("contains")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "category_rules_user_contains_key" ON "category_rules" ("user_id", search_fold("contains"));
--> statement-breakpoint
-- One digest per user per São Paulo day: the row is claimed before sending, so a second run skips.
CREATE TABLE "reminder_deliveries" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_pkey" PRIMARY KEY ("user_id", "day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The suggestion reads a user's history by folded description: exact first, then by trigrams.
CREATE INDEX "transactions_user_description_fold_idx" ON "transactions" ("user_id", search_fold("description"));
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_description_trgm_idx" ON "transactions" USING gin (search_fold("description") gin_trgm_ops);
--> statement-breakpoint
-- Keys that sign links sent by e-mail (the one-click unsubscribe), made here so no setting is
-- needed; gen_random_uuid draws from the server's strong random source.
CREATE TABLE "signing_keys" (
	"purpose" varchar(32) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "signing_keys" ("purpose", "secret")
VALUES ('unsubscribe', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
