ALTER TABLE "recurring_payments" DROP CONSTRAINT "recurring_payments_frequency_check";--> statement-breakpoint
ALTER TABLE "recurring_payments" DROP CONSTRAINT "recurring_payments_due_day_check";--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_frequency_check" CHECK ("recurring_payments"."frequency" in ('monthly', 'weekly', 'yearly', 'once'));--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_due_day_check" CHECK (("recurring_payments"."frequency" = 'monthly' and "recurring_payments"."due_day" between 1 and 31)
        or ("recurring_payments"."frequency" = 'weekly' and "recurring_payments"."due_day" between 1 and 7)
        or ("recurring_payments"."frequency" = 'yearly' and "recurring_payments"."due_day" between 1 and 366)
        or ("recurring_payments"."frequency" = 'once' and "recurring_payments"."due_day" between 1 and 32767));