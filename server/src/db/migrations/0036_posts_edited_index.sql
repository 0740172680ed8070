-- Post search keeps each term's newest matches for a minute per instance and reads on top, at every
-- search, the posts edited since (issue 32): few posts are edited, so the index is small.
CREATE INDEX "posts_edited_idx" ON "posts" USING btree ("edited_at") WHERE "posts"."edited_at" IS NOT NULL;