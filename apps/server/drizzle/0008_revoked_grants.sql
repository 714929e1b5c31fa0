CREATE TABLE "revoked_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_grants_revoked_at_idx" ON "revoked_grants" USING btree ("revoked_at");--> statement-breakpoint
-- Every instance of the API keeps the recent revocations in memory: each one is announced.
CREATE OR REPLACE FUNCTION notify_grant_revoked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marquee_grant_revoked', NEW.grant_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER revoked_grants_announced AFTER INSERT OR UPDATE ON revoked_grants
FOR EACH ROW EXECUTE FUNCTION notify_grant_revoked();
