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
-- Recounting one description reads its transactions through this index.
CREATE INDEX "transactions_user_description_fold_idx" ON "transactions" ("user_id", search_fold("description"));
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- How often each user used each category + payment method pair with each folded description, and
-- when last. The suggestion reads this (a few rows per description) instead of aggregating
-- thousands of transactions on every keystroke; triggers keep it exact.
CREATE TABLE "transaction_description_stats" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"description_fold" text NOT NULL,
	"category_id" uuid,
	"payment_method_id" uuid,
	"uses" integer NOT NULL,
	"last_date" date NOT NULL,
	"last_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transaction_description_stats_key"
		UNIQUE NULLS NOT DISTINCT ("user_id", "description_fold", "category_id", "payment_method_id")
);
--> statement-breakpoint
-- Similar descriptions of one user: the trigram lists intersected with that user's (btree_gin).
CREATE INDEX "transaction_description_stats_trgm_idx" ON "transaction_description_stats"
USING gin ("user_id", "description_fold" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "count_transaction_descriptions"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "transaction_description_stats" AS "s"
		("user_id", "description_fold", "category_id", "payment_method_id", "uses", "last_date", "last_created_at")
	SELECT "user_id", search_fold("description"), "category_id", "payment_method_id",
		count(*), max("transaction_date"), max("created_at")
	FROM "changed_rows"
	WHERE "category_id" IS NOT NULL OR "payment_method_id" IS NOT NULL
	GROUP BY 1, 2, 3, 4
	ON CONFLICT ON CONSTRAINT "transaction_description_stats_key" DO UPDATE SET
		"uses" = "s"."uses" + excluded."uses",
		"last_date" = greatest("s"."last_date", excluded."last_date"),
		"last_created_at" = greatest("s"."last_created_at", excluded."last_created_at");
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- An edit or a delete can lower a count or the last date: those descriptions are counted again.
-- The keys must be distinct, or the join below would count a transaction twice.
CREATE FUNCTION "recount_transaction_descriptions"("user_ids" uuid[], "folds" text[]) RETURNS void
LANGUAGE sql AS $$
	DELETE FROM "transaction_description_stats" "s"
	USING unnest("user_ids", "folds") AS "k"("user_id", "fold")
	WHERE "s"."user_id" = "k"."user_id" AND "s"."description_fold" = "k"."fold";
	-- LATERAL: each key reads its own rows through transactions_user_description_fold_idx (a plain
	-- join is planned as a scan of every transaction). A row another transaction added meanwhile
	-- (invisible to this count) holds only its own increment: adding keeps both.
	INSERT INTO "transaction_description_stats" AS "s"
		("user_id", "description_fold", "category_id", "payment_method_id", "uses", "last_date", "last_created_at")
	SELECT "k"."user_id", "k"."fold", "c"."category_id", "c"."payment_method_id", "c"."uses", "c"."last_date", "c"."last_created_at"
	FROM unnest("user_ids", "folds") AS "k"("user_id", "fold")
	CROSS JOIN LATERAL (
		SELECT "t"."category_id", "t"."payment_method_id", count(*) AS "uses",
			max("t"."transaction_date") AS "last_date", max("t"."created_at") AS "last_created_at"
		FROM "transactions" "t"
		WHERE "t"."user_id" = "k"."user_id" AND search_fold("t"."description") = "k"."fold"
			AND ("t"."category_id" IS NOT NULL OR "t"."payment_method_id" IS NOT NULL)
		GROUP BY 1, 2
	) "c"
	ON CONFLICT ON CONSTRAINT "transaction_description_stats_key" DO UPDATE SET
		"uses" = "s"."uses" + excluded."uses",
		"last_date" = greatest("s"."last_date", excluded."last_date"),
		"last_created_at" = greatest("s"."last_created_at", excluded."last_created_at");
$$;
--> statement-breakpoint
CREATE FUNCTION "recount_updated_transaction_descriptions"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE "user_ids" uuid[]; "folds" text[];
BEGIN
	SELECT array_agg("k"."user_id"), array_agg("k"."fold") INTO "user_ids", "folds" FROM (
		SELECT "user_id", search_fold("description") AS "fold" FROM "old_rows"
		UNION SELECT "user_id", search_fold("description") FROM "new_rows"
	) "k";
	PERFORM "recount_transaction_descriptions"("user_ids", "folds");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "recount_deleted_transaction_descriptions"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE "user_ids" uuid[]; "folds" text[];
BEGIN
	SELECT array_agg("k"."user_id"), array_agg("k"."fold") INTO "user_ids", "folds" FROM (
		SELECT DISTINCT "user_id", search_fold("description") AS "fold" FROM "old_rows"
	) "k";
	PERFORM "recount_transaction_descriptions"("user_ids", "folds");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_description_stats_insert" AFTER INSERT ON "transactions"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_transaction_descriptions"();
--> statement-breakpoint
CREATE TRIGGER "transactions_description_stats_update" AFTER UPDATE ON "transactions"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "recount_updated_transaction_descriptions"();
--> statement-breakpoint
CREATE TRIGGER "transactions_description_stats_delete" AFTER DELETE ON "transactions"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "recount_deleted_transaction_descriptions"();
--> statement-breakpoint
INSERT INTO "transaction_description_stats"
	("user_id", "description_fold", "category_id", "payment_method_id", "uses", "last_date", "last_created_at")
SELECT "user_id", search_fold("description"), "category_id", "payment_method_id",
	count(*), max("transaction_date"), max("created_at")
FROM "transactions"
WHERE "category_id" IS NOT NULL OR "payment_method_id" IS NOT NULL
GROUP BY 1, 2, 3, 4;
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
