-- UNLOGGED: a budget's count lives a minute or an hour; it need not survive a crash of the
-- database server, and each hit writes no WAL (drizzle-kit cannot say UNLOGGED itself).
CREATE UNLOGGED TABLE "request_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_budgets_window_ends_at_idx" ON "request_budgets" USING btree ("window_ends_at");
