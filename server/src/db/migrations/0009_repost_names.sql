-- The product's word inside the code (issue 8): a repost points at its original with repost_of_id and
-- a post counts its reposts in repost_count. The API keeps the specification's wire names
-- (retweeted_status_id, retweet_count) in the presenter. Indexes and their conditions follow a
-- renamed column by themselves.
ALTER TABLE "posts" RENAME COLUMN "retweeted_status_id" TO "repost_of_id";--> statement-breakpoint
ALTER TABLE "posts" RENAME COLUMN "retweet_count" TO "repost_count";--> statement-breakpoint
ALTER TABLE "posts" RENAME CONSTRAINT "posts_retweeted_status_id_posts_id_fk" TO "posts_repost_of_id_posts_id_fk";
