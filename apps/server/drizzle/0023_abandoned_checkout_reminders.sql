ALTER TABLE "checkout_sessions" ADD COLUMN "reminder_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "reminder_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_reminder_token" ON "checkout_sessions" USING btree ("reminder_token_hash");--> statement-breakpoint
CREATE INDEX "checkout_sessions_reminder_due_idx" ON "checkout_sessions" USING btree ("created_at") WHERE "checkout_sessions"."reminder_consent" and "checkout_sessions"."reminder_sent_at" is null;