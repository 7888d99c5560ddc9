CREATE TABLE "attachment_purges" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_transaction_idx" ON "attachments" USING btree ("transaction_id","created_at","id");--> statement-breakpoint
CREATE INDEX "attachments_user_idx" ON "attachments" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (keep when regenerating): a deleted attachment row queues its file for removal
-- from the store, in the deleting transaction, whatever deleted it (its transaction, an import's
-- undo, the account); and adding or removing one bumps the list version, since rows show a clip.
CREATE FUNCTION "queue_attachment_purge"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "attachment_purges" ("storage_key")
	SELECT "storage_key" FROM "changed_rows"
	ON CONFLICT ("storage_key") DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attachments_queue_purge" AFTER DELETE ON "attachments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_attachment_purge"();
--> statement-breakpoint
CREATE TRIGGER "attachments_list_version_insert" AFTER INSERT ON "attachments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "attachments_list_version_delete" AFTER DELETE ON "attachments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
