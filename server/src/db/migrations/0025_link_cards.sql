CREATE TABLE "link_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"final_url" text,
	"title" text,
	"description" text,
	"site_name" text,
	"image_path" text,
	"fetched_at" timestamp with time zone NOT NULL,
	"refusal" text,
	CONSTRAINT "link_cards_url_key" UNIQUE("url")
);
