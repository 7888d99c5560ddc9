-- A third kind: "method" names how one paid (Pix, boleto, débito) and has no balance of its own;
-- it may draw from one of the person's accounts, whose balance then moves with it.
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_kind_check";
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_kind_check" CHECK ("kind" IN ('account', 'credit_card', 'method'));
--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "kind" SET DEFAULT 'method';
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "account_id" uuid REFERENCES "payment_methods"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_check" CHECK ("account_id" IS NULL OR "kind" = 'method');
--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" ("account_id") WHERE "account_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_kinds_review_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A fatura settled before the card was in Bolso: no account paid it here.
ALTER TABLE "card_payments" ADD COLUMN "paid_outside" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
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
