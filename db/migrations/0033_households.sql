CREATE TABLE "household_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"level" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invitations_level_check" CHECK ("household_invitations"."level" in ('full', 'read'))
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"household_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"level" varchar(8) NOT NULL,
	"monthly_income" numeric(14, 2),
	"notify_household_bills" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_level_check" CHECK ("household_members"."level" in ('owner', 'full', 'read')),
	CONSTRAINT "household_members_income_check" CHECK ("household_members"."monthly_income" is null or "household_members"."monthly_income" >= 0)
);
--> statement-breakpoint
CREATE TABLE "household_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"from_user_id" uuid,
	"to_user_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"settled_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_settlements_amount_check" CHECK ("household_settlements"."amount" > 0),
	CONSTRAINT "household_settlements_parties_check" CHECK ("household_settlements"."from_user_id" is distinct from "household_settlements"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"owner_id" uuid NOT NULL,
	"split_mode" varchar(8) DEFAULT 'equal' NOT NULL,
	"split_shares" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_name_check" CHECK (length(btrim("households"."name")) > 0),
	CONSTRAINT "households_split_mode_check" CHECK ("households"."split_mode" in ('equal', 'income', 'fixed'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "sharing" varchar(10) DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "household" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "split" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settlements" ADD CONSTRAINT "household_settlements_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settlements" ADD CONSTRAINT "household_settlements_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settlements" ADD CONSTRAINT "household_settlements_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settlements" ADD CONSTRAINT "household_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_invitations_code_key" ON "household_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "household_invitations_household_idx" ON "household_invitations" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_user_key" ON "household_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_owner_key" ON "household_members" USING btree ("household_id") WHERE "household_members"."level" = 'owner';--> statement-breakpoint
CREATE INDEX "household_settlements_household_idx" ON "household_settlements" USING btree ("household_id","settled_on");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_shared_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."sharing" <> 'private';--> statement-breakpoint
CREATE INDEX "transactions_household_idx" ON "transactions" USING btree ("user_id","transaction_date") WHERE "transactions"."household";--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_sharing_check" CHECK ("payment_methods"."sharing" in ('private', 'shared', 'read_only'));--> statement-breakpoint
-- Who typed a row: the owner unless a household member typed it in the owner's shared account.
-- Filled in for every existing row, then by the trigger on every insert that names no one.
UPDATE "transactions" SET "created_by" = "user_id" WHERE "created_by" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "transactions_default_author"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	NEW."created_by" := coalesce(NEW."created_by", NEW."user_id");
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_default_author" BEFORE INSERT ON "transactions"
FOR EACH ROW EXECUTE FUNCTION "transactions_default_author"();
--> statement-breakpoint
-- A change to a member's rows moves the version of every member of their household: a shared
-- list cached by one member is never served after another member changed what it shows.
CREATE OR REPLACE FUNCTION "bump_transaction_list_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "transaction_list_versions" ("user_id", "version")
	SELECT DISTINCT "affected"."user_id", 1 FROM (
		SELECT "changed_rows"."user_id" FROM "changed_rows"
		UNION
		SELECT "fellow"."user_id" FROM "changed_rows"
		JOIN "household_members" "member" ON "member"."user_id" = "changed_rows"."user_id"
		JOIN "household_members" "fellow" ON "fellow"."household_id" = "member"."household_id"
	) "affected"
	WHERE EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "affected"."user_id")
	ON CONFLICT ("user_id") DO UPDATE SET "version" = "transaction_list_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Joining or leaving changes what every member's lists show.
CREATE TRIGGER "household_members_list_version_insert" AFTER INSERT ON "household_members"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "household_members_list_version_update" AFTER UPDATE ON "household_members"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
--> statement-breakpoint
CREATE TRIGGER "household_members_list_version_delete" AFTER DELETE ON "household_members"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_transaction_list_version"();
