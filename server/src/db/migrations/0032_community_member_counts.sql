-- A community's members whose accounts are live, stored (issue 32): every answer shows the count and
-- the popular tab ranks all communities by it, which counted every membership on each request. A
-- membership counts while its status is 'member' and its account is not a tombstone (users.deleted_at);
-- these triggers keep the count whoever writes: the services, the seeds, the CLI, the tests.
ALTER TABLE "communities" ADD COLUMN "members_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE communities c SET members_count = counted.n
FROM (SELECT cm.community_id, count(*)::int AS n FROM community_memberships cm
      WHERE cm.status = 'member'
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = cm.user_id AND u.deleted_at IS NOT NULL)
      GROUP BY cm.community_id) AS counted
WHERE c.id = counted.community_id;
--> statement-breakpoint
-- Once per statement over its transition tables. An account removed outright in the same statement
-- (a cascade) still counted until then, so only a tombstone account's membership is left out.
CREATE FUNCTION community_members_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE communities c SET members_count = c.members_count + d.n
    FROM (SELECT n.community_id, count(*)::int AS n FROM new_rows n
          WHERE n.status = 'member'
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id AND u.deleted_at IS NOT NULL)
          GROUP BY n.community_id) AS d
    WHERE c.id = d.community_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE communities c SET members_count = c.members_count - d.n
    FROM (SELECT o.community_id, count(*)::int AS n FROM old_rows o
          WHERE o.status = 'member'
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id AND u.deleted_at IS NOT NULL)
          GROUP BY o.community_id) AS d
    WHERE c.id = d.community_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER community_memberships_counted_insert AFTER INSERT ON community_memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION community_members_counted();
--> statement-breakpoint
CREATE TRIGGER community_memberships_counted_update AFTER UPDATE ON community_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_members_counted();
--> statement-breakpoint
CREATE TRIGGER community_memberships_counted_delete AFTER DELETE ON community_memberships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION community_members_counted();
--> statement-breakpoint
-- An account becoming a tombstone (or, never done today, coming back) leaves (or rejoins) the counts.
CREATE FUNCTION community_members_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE communities c SET members_count = c.members_count
    + CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END
  WHERE c.id IN (SELECT cm.community_id FROM community_memberships cm
                 WHERE cm.user_id = NEW.id AND cm.status = 'member');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_community_members_counted AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION community_members_account_changed();
