-- Month lists now carry the payee's name and the matching rule's term (why a row has its
-- category): renaming a payee, or adding, changing or removing a rule, moves the person's list
-- version like any other change those lists show.
CREATE TRIGGER "payees_list_version_update" AFTER UPDATE ON "payees"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "payees_list_version_delete" AFTER DELETE ON "payees"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "category_rules_list_version_insert" AFTER INSERT ON "category_rules"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "category_rules_list_version_update" AFTER UPDATE ON "category_rules"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "category_rules_list_version_delete" AFTER DELETE ON "category_rules"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
