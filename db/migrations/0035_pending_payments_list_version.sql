-- The month's pending payments (dashboard, bell, API) are cached by the list version: a change to
-- a bill or to one of its paid occurrences moves the version of its person and of their household,
-- like a change to the transactions they show.
CREATE TRIGGER "recurring_payments_list_version_insert" AFTER INSERT ON "recurring_payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "recurring_payments_list_version_update" AFTER UPDATE ON "recurring_payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "recurring_payments_list_version_delete" AFTER DELETE ON "recurring_payments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "recurring_payment_occurrences_list_version_insert" AFTER INSERT ON "recurring_payment_occurrences"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "recurring_payment_occurrences_list_version_update" AFTER UPDATE ON "recurring_payment_occurrences"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "recurring_payment_occurrences_list_version_delete" AFTER DELETE ON "recurring_payment_occurrences"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
