CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "downloads_created_id_idx" ON "downloads" USING btree ("created_at","id");