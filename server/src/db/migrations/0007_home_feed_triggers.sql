-- The Following feed's entries (home_feed_entries) follow posts and follows through these triggers,
-- whoever writes them: the services, the seeds, the tests. Only readers whose feed is built
-- (a home_feeds row) get entries; the entries hold candidates, and every read applies the
-- visibility rule (posts.visibility.ts) on top.

-- A new top-level post or repost goes into its author's feed and each accepted follower's.
CREATE FUNCTION home_feed_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO home_feed_entries (user_id, post_id, author_id)
  SELECT h.user_id, NEW.id, NEW.user_id FROM home_feeds h
  WHERE h.user_id = NEW.user_id
     OR h.user_id IN (SELECT f.follower_id FROM follows f
                      WHERE f.followee_id = NEW.user_id AND f.status = 'accepted')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_home_feed_fan_out AFTER INSERT ON posts
  FOR EACH ROW WHEN (NEW.in_reply_to_id IS NULL AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION home_feed_fan_out();
--> statement-breakpoint
-- An accepted follow (new, or a request approved) brings the account's posts down to the
-- reader's floor; an accepted follow that ends (unfollow, block, deletion) takes them away.
CREATE FUNCTION home_feed_follow_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'accepted'
     AND (TG_OP = 'DELETE' OR NEW.status <> 'accepted' OR NEW.followee_id <> OLD.followee_id) THEN
    DELETE FROM home_feed_entries
    WHERE user_id = OLD.follower_id AND author_id = OLD.followee_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'accepted'
     AND (TG_OP = 'INSERT' OR OLD.status <> 'accepted' OR NEW.followee_id <> OLD.followee_id) THEN
    INSERT INTO home_feed_entries (user_id, post_id, author_id)
    SELECT h.user_id, p.id, p.user_id FROM home_feeds h
    JOIN posts p ON p.user_id = NEW.followee_id AND p.id >= h.floor_id
    WHERE h.user_id = NEW.follower_id AND p.in_reply_to_id IS NULL AND p.deleted_at IS NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER follows_home_feed AFTER INSERT OR UPDATE OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION home_feed_follow_changed();
