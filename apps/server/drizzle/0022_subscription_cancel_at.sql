ALTER TABLE "subscriptions" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
-- Cancellations recorded before the column: they end at their period's end.
UPDATE "subscriptions" SET "cancel_at" = "current_period_end" WHERE "cancel_at_period_end" AND "status" <> 'canceled';