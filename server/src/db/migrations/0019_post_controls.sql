ALTER TABLE "post_media" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_warning" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reply_policy" text DEFAULT 'everyone' NOT NULL;