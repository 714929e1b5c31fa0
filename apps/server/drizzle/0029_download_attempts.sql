ALTER TABLE "downloads" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "attempts_allowed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A retried try starts from 0% again, which may be where the lost one stood: the customer's
-- stream must hear of the new try all the same.
DROP TRIGGER downloads_changed ON downloads;--> statement-breakpoint
CREATE TRIGGER downloads_changed
  AFTER UPDATE OF status, progress, attempt ON downloads
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.progress IS DISTINCT FROM NEW.progress OR OLD.attempt IS DISTINCT FROM NEW.attempt)
  EXECUTE FUNCTION marquee_download_changed();
