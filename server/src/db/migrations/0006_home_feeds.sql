CREATE TABLE "home_feed_entries" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	CONSTRAINT "home_feed_entries_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "home_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"floor_id" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_feed_entries" ADD CONSTRAINT "home_feed_entries_user_id_home_feeds_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."home_feeds"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_feed_entries" ADD CONSTRAINT "home_feed_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_feeds" ADD CONSTRAINT "home_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;