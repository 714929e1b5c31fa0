CREATE TABLE "custom_video_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"sign_width" integer NOT NULL,
	"sign_height" integer NOT NULL,
	"message" text NOT NULL,
	"imagery" text DEFAULT '' NOT NULL,
	"deadline" date,
	"files" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "custom_video_requests" ADD CONSTRAINT "custom_video_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_video_requests_received_idx" ON "custom_video_requests" USING btree ("received_at");