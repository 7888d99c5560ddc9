CREATE TABLE "open_finance_moves" (
	"user_id" uuid NOT NULL,
	"pluggy_transaction_id" varchar(64) NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_finance_moves_user_id_pluggy_transaction_id_pk" PRIMARY KEY("user_id","pluggy_transaction_id")
);
--> statement-breakpoint
ALTER TABLE "open_finance_moves" ADD CONSTRAINT "open_finance_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_finance_moves" ADD CONSTRAINT "open_finance_moves_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;