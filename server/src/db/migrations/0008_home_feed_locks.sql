-- The triggers of 0007 each read the other side's table without seeing its uncommitted rows (READ
-- COMMITTED): a post committed while its author was being followed was fanned out before the follow
-- was visible, and the follow copied the author's posts before that post was visible, so it reached
-- neither. Each trigger now takes a transaction-level advisory lock before it reads: the posts
-- fan-out shares the author's key, the follow takes it exclusively, and a new built feed takes a
-- global key exclusively. Whichever comes second waits for the first to commit, and its next
-- statement's snapshot (taken after the lock) sees the first one's row.
-- Keys are (classid, objid) pairs with home_feed_entries' oid as classid, so that they show in
-- pg_locks under that table and never meet other advisory locks: objid 0 is the global key, an
-- author's is the author's id.

-- A post: shared global key (a feed being built waits for it, see below), then, when any feed is
-- built at all, the author's shared key. Posts by one author never wait for each other.
CREATE OR REPLACE FUNCTION home_feed_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared('home_feed_entries'::regclass::oid::int, 0);
  -- With the global key held no feed can be built meanwhile, so an empty home_feeds stays empty until
  -- this commits: nothing to fan out to and nothing to race with. This also spares a bulk load (a
  -- seed writing posts of thousands of authors in one statement) a lock per author.
  IF NOT EXISTS (SELECT 1 FROM home_feeds) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared('home_feed_entries'::regclass::oid::int, NEW.user_id);
  INSERT INTO home_feed_entries (user_id, post_id, author_id)
  SELECT h.user_id, NEW.id, NEW.user_id FROM home_feeds h
  WHERE h.user_id = NEW.user_id
     OR h.user_id IN (SELECT f.follower_id FROM follows f
                      WHERE f.followee_id = NEW.user_id AND f.status = 'accepted')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A follow that starts (new, or a request approved) takes the author's key exclusively before it
-- copies the author's posts. One that ends takes no lock: a transaction may end many follows (an
-- account's deletion) and a lock per author could deadlock two of them; a post racing an unfollow
-- may at worst stay in the former follower's list (visibility still applies on every read).
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
    WHERE h.user_id = NEW.follower_id AND p.in_reply_to_id IS NULL AND p.deleted_at IS NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A feed being built (home-feed.repository.ts inserts its home_feeds row, commits, then reads the
-- reader's list): the row's insert takes the global key exclusively, so it waits for every post whose
-- fan-out ran before the row was visible (the list read after the commit sees those posts), and every
-- later fan-out waits for the row's commit and then sees it.
CREATE FUNCTION home_feed_built() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock('home_feed_entries'::regclass::oid::int, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER home_feeds_built AFTER INSERT ON home_feeds
  FOR EACH ROW EXECUTE FUNCTION home_feed_built();
