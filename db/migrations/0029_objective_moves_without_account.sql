ALTER TABLE "users" ADD COLUMN "objective_moves_notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Deposits and withdrawals recorded before the dialog asked for an account left or reached none:
-- they stay "sem conta", and their owners are told so once on the objectives screen.
UPDATE "users" SET "objective_moves_notice_pending" = true
WHERE EXISTS (
	SELECT 1 FROM "transactions" t
	WHERE t."user_id" = "users"."id" AND t."is_objective" AND t."objective_id" IS NOT NULL AND t."payment_method_id" IS NULL
);
