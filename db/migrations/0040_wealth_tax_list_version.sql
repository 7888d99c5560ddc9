-- Net worth, the declaration, the objectives, the tags and the transaction dialog's lists are kept
-- by the list version, so everything they read must move it: a new account, objective, category
-- or tag; a row's tax marks and the dependents named on them; investments, their movements, loans,
-- balance snapshots and the accounts' bank details; and a person's name or CPF (shown to their
-- household too).
CREATE TRIGGER "payment_methods_list_version_insert" AFTER INSERT ON "payment_methods"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "objectives_list_version_insert" AFTER INSERT ON "objectives"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_list_version_insert" AFTER INSERT ON "categories"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_list_version_insert" AFTER INSERT ON "tags"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transaction_tax_list_version_insert" AFTER INSERT ON "transaction_tax"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transaction_tax_list_version_update" AFTER UPDATE ON "transaction_tax"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transaction_tax_list_version_delete" AFTER DELETE ON "transaction_tax"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "dependents_list_version_insert" AFTER INSERT ON "dependents"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "dependents_list_version_update" AFTER UPDATE ON "dependents"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "dependents_list_version_delete" AFTER DELETE ON "dependents"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "investments_list_version_insert" AFTER INSERT ON "investments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "investments_list_version_update" AFTER UPDATE ON "investments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "investments_list_version_delete" AFTER DELETE ON "investments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "investment_movements_list_version_insert" AFTER INSERT ON "investment_movements"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "investment_movements_list_version_update" AFTER UPDATE ON "investment_movements"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "investment_movements_list_version_delete" AFTER DELETE ON "investment_movements"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "loans_list_version_insert" AFTER INSERT ON "loans"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "loans_list_version_update" AFTER UPDATE ON "loans"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "loans_list_version_delete" AFTER DELETE ON "loans"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "balance_snapshots_list_version_insert" AFTER INSERT ON "balance_snapshots"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "balance_snapshots_list_version_update" AFTER UPDATE ON "balance_snapshots"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "balance_snapshots_list_version_delete" AFTER DELETE ON "balance_snapshots"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "account_bank_details_list_version_insert" AFTER INSERT ON "account_bank_details"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "account_bank_details_list_version_update" AFTER UPDATE ON "account_bank_details"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "account_bank_details_list_version_delete" AFTER DELETE ON "account_bank_details"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_user_list_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "transaction_list_versions" ("user_id", "version")
	SELECT DISTINCT "affected"."user_id", 1 FROM (
		SELECT NEW."id" AS "user_id"
		UNION
		SELECT "fellow"."user_id" FROM "household_members" "member"
		JOIN "household_members" "fellow" ON "fellow"."household_id" = "member"."household_id"
		WHERE "member"."user_id" = NEW."id"
	) "affected"
	ON CONFLICT ("user_id") DO UPDATE SET "version" = "transaction_list_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_list_version_update" AFTER UPDATE OF "name", "cpf" ON "users"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."cpf" IS DISTINCT FROM NEW."cpf")
EXECUTE FUNCTION "bump_user_list_version"();
