CREATE TABLE "poll_votes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"choice" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_post_id_user_id_choice_pk" PRIMARY KEY("post_id","user_id","choice")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"options" text[] NOT NULL,
	"votes_counts" integer[] NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"voters_count" integer DEFAULT 0 NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_post_id_polls_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."polls"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_votes_user_idx" ON "poll_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "polls_due_idx" ON "polls" USING btree ("closes_at") WHERE "polls"."closed_notified_at" IS NULL;