ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_kind_check";--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "kind" SET DEFAULT 'method';--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_kinds_review_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "paid_outside" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_payment_methods_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id") WHERE "payment_methods"."account_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_check" CHECK ("payment_methods"."account_id" is null or "payment_methods"."kind" = 'method');--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_kind_check" CHECK ("payment_methods"."kind" in ('account', 'credit_card', 'method'));--> statement-breakpoint
-- Every payment method was an account. Those that behaved like one (an opening balance, a transfer
-- or a fatura payment) keep their balance to the centavo; the rest become methods.
UPDATE "payment_methods" AS "pm" SET "kind" = 'method'
WHERE "pm"."kind" = 'account'
  AND "pm"."opening_balance" = 0
  AND NOT EXISTS (
    SELECT 1 FROM "transfers" AS "t"
    WHERE "t"."from_payment_method_id" = "pm"."id" OR "t"."to_payment_method_id" = "pm"."id"
  )
  AND NOT EXISTS (SELECT 1 FROM "card_payments" AS "c" WHERE "c"."from_payment_method_id" = "pm"."id");
--> statement-breakpoint
-- That was a guess: the next time they sign in, people with payment methods confirm it.
UPDATE "users" AS "u" SET "payment_kinds_review_pending" = true
WHERE EXISTS (
  SELECT 1 FROM "payment_methods" AS "pm" WHERE "pm"."user_id" = "u"."id" AND "pm"."kind" <> 'credit_card'
);
