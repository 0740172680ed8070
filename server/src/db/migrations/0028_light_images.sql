ALTER TABLE "post_media" ADD COLUMN "variant_widths" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "post_media" ADD COLUMN "placeholder" text;