-- Net worth, the declaration's rows and the objectives are kept by the list version: everything
-- they read must move it. A new account (its opening balance) and a new objective now do, and so
-- does every change to a row's tax marks and to a dependent named on them.
CREATE TRIGGER "payment_methods_list_version_insert" AFTER INSERT ON "payment_methods"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "objectives_list_version_insert" AFTER INSERT ON "objectives"
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
