CREATE TABLE "category_rule_tags" (
	"rule_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "category_rule_tags_pkey" PRIMARY KEY("rule_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(30) NOT NULL,
	"key" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_check" CHECK (length(btrim("tags"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_tags" (
	"transaction_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "transaction_tags_pkey" PRIMARY KEY("transaction_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "category_rule_tags" ADD CONSTRAINT "category_rule_tags_rule_id_category_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."category_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rule_tags" ADD CONSTRAINT "category_rule_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rule_tags" ADD CONSTRAINT "category_rule_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tags" ADD CONSTRAINT "transaction_tags_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tags" ADD CONSTRAINT "transaction_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tags" ADD CONSTRAINT "transaction_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_rule_tags_tag_idx" ON "category_rule_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_key_key" ON "tags" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "transaction_tags_tag_idx" ON "transaction_tags" USING btree ("tag_id","transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_tags_user_idx" ON "transaction_tags" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (keep when regenerating): a transaction's tags, and a tag's name, are part of what
-- the user's month lists, searches and reports show, so changing them moves the list version
-- (migration 0003), like a category's name does.
CREATE TRIGGER "transaction_tags_list_version_insert" AFTER INSERT ON "transaction_tags"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "transaction_tags_list_version_delete" AFTER DELETE ON "transaction_tags"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_list_version_update" AFTER UPDATE ON "tags"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_list_version_delete" AFTER DELETE ON "tags"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
