-- One counter per user, bumped in the same transaction as any change that can alter that user's
-- month lists: their transactions, or the names and colours those point to. A list cached with
-- the counter it was read with is current exactly while the counter has not moved, on every
-- instance, whatever wrote the change (the API, a script, psql).
CREATE TABLE "transaction_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_transaction_list_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	-- A user being deleted takes their rows with them: nothing left to version.
	INSERT INTO "transaction_list_versions" ("user_id", "version")
	SELECT DISTINCT "changed_rows"."user_id", 1 FROM "changed_rows"
	WHERE EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "changed_rows"."user_id")
	ON CONFLICT ("user_id") DO UPDATE SET "version" = "transaction_list_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_list_version_insert" AFTER INSERT ON "transactions"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transactions_list_version_update" AFTER UPDATE ON "transactions"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transactions_list_version_delete" AFTER DELETE ON "transactions"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_list_version_update" AFTER UPDATE ON "categories"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_list_version_delete" AFTER DELETE ON "categories"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_list_version_update" AFTER UPDATE ON "payment_methods"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_list_version_delete" AFTER DELETE ON "payment_methods"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "objectives_list_version_update" AFTER UPDATE ON "objectives"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "objectives_list_version_delete" AFTER DELETE ON "objectives"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
