-- A download's progress reaches the customer's open stream by notification, not by polling:
-- whichever worker moves a row's status or progress tells every instance which row it was.
CREATE OR REPLACE FUNCTION marquee_download_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marquee_download_changed', NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER downloads_changed
  AFTER UPDATE OF status, progress ON downloads
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.progress IS DISTINCT FROM NEW.progress)
  EXECUTE FUNCTION marquee_download_changed();
