CREATE TABLE "announcement_likes" (
	"user_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_likes_user_id_announcement_id_pk" PRIMARY KEY("user_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_saves" (
	"user_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_saves_user_id_announcement_id_pk" PRIMARY KEY("user_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"banner_url" text,
	"time_zone" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"saves_count" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_likes" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_likes_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_saves" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_saves_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer,
	"community_id" integer,
	"created_by" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"location" text,
	"banner_url" text,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"saves_count" integer DEFAULT 0 NOT NULL,
	"attendees_count" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "events_one_parent" CHECK (("events"."university_id" IS NULL) <> ("events"."community_id" IS NULL))
);
--> statement-breakpoint
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_feed_author_idx";--> statement-breakpoint
DROP INDEX "posts_recent_by_author_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "students" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "time_zone" text DEFAULT 'Europe/Istanbul' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_likes" ADD CONSTRAINT "announcement_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_likes" ADD CONSTRAINT "announcement_likes_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_saves" ADD CONSTRAINT "announcement_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_saves" ADD CONSTRAINT "announcement_saves_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_saves" ADD CONSTRAINT "event_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_saves" ADD CONSTRAINT "event_saves_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_likes_item_idx" ON "announcement_likes" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_likes_user_idx" ON "announcement_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcement_saves_item_idx" ON "announcement_saves" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_saves_user_idx" ON "announcement_saves" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_university_idx" ON "announcements" USING btree ("university_id","date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "announcements"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "event_attendees_item_idx" ON "event_attendees" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_likes_item_idx" ON "event_likes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_likes_user_idx" ON "event_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_saves_item_idx" ON "event_saves" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_saves_user_idx" ON "event_saves" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_university_idx" ON "events" USING btree ("university_id","starts_at") WHERE "events"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "events_community_idx" ON "events" USING btree ("community_id","starts_at") WHERE "events"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at") WHERE "events"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_event_idx" ON "posts" USING btree ("event_id","id") WHERE "posts"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_announcement_idx" ON "posts" USING btree ("announcement_id","id") WHERE "posts"."announcement_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST) WHERE "posts"."deleted_at" IS NULL AND "posts"."in_reply_to_id" IS NULL AND "posts"."event_id" IS NULL AND "posts"."announcement_id" IS NULL;--> statement-breakpoint
CREATE INDEX "posts_feed_author_idx" ON "posts" USING btree ("user_id","id" DESC NULLS FIRST,"published","repost_of_id") WHERE "posts"."deleted_at" IS NULL AND "posts"."in_reply_to_id" IS NULL AND "posts"."event_id" IS NULL AND "posts"."announcement_id" IS NULL;--> statement-breakpoint
CREATE INDEX "posts_recent_by_author_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id","published") WHERE "posts"."deleted_at" IS NULL AND "posts"."in_reply_to_id" IS NULL AND "posts"."event_id" IS NULL AND "posts"."announcement_id" IS NULL AND "posts"."repost_of_id" IS NULL;
--> statement-breakpoint
-- A comment on an event or an announcement (posts.event_id, posts.announcement_id) belongs to that
-- item's thread, never to a feed: the fan-out and the follow copy leave it out, as they leave replies.
DROP TRIGGER posts_home_feed_fan_out ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_home_feed_fan_out AFTER INSERT ON posts
  FOR EACH ROW WHEN (NEW.in_reply_to_id IS NULL AND NEW.event_id IS NULL AND NEW.announcement_id IS NULL
                     AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION home_feed_fan_out();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION home_feed_follow_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'accepted'
     AND (TG_OP = 'DELETE' OR NEW.status <> 'accepted' OR NEW.followee_id <> OLD.followee_id) THEN
    DELETE FROM home_feed_entries
    WHERE user_id = OLD.follower_id AND author_id = OLD.followee_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'accepted'
     AND (TG_OP = 'INSERT' OR OLD.status <> 'accepted' OR NEW.followee_id <> OLD.followee_id) THEN
    PERFORM pg_advisory_xact_lock('home_feed_entries'::regclass::oid::int, NEW.followee_id);
    INSERT INTO home_feed_entries (user_id, post_id, author_id)
    SELECT h.user_id, p.id, p.user_id FROM home_feeds h
    JOIN posts p ON p.user_id = NEW.followee_id AND p.id >= h.floor_id
    WHERE h.user_id = NEW.follower_id AND p.in_reply_to_id IS NULL AND p.event_id IS NULL AND p.announcement_id IS NULL
      AND p.deleted_at IS NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
