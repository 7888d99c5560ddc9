CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" smallint,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" is null or "idempotency_keys"."status" between 200 and 299)
);
--> statement-breakpoint
ALTER TABLE "recurring_payments" DROP CONSTRAINT "recurring_payments_frequency_check";--> statement-breakpoint
ALTER TABLE "recurring_payments" DROP CONSTRAINT "recurring_payments_due_day_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_frequency_check" CHECK ("recurring_payments"."frequency" in ('monthly', 'weekly', 'yearly', 'once'));--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_due_day_check" CHECK (("recurring_payments"."frequency" = 'monthly' and "recurring_payments"."due_day" between 1 and 31)
        or ("recurring_payments"."frequency" = 'weekly' and "recurring_payments"."due_day" between 1 and 7)
        or ("recurring_payments"."frequency" = 'yearly' and "recurring_payments"."due_day" between 1 and 366)
        or ("recurring_payments"."frequency" = 'once' and "recurring_payments"."due_day" between 1 and 32767));