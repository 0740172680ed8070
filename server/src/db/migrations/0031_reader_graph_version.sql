-- What a reader's lists are made of (issue 32): the follows, blocks, mutes, muted words and community
-- memberships of an account. Each change counts up users.graph_version of the accounts it concerns,
-- whoever writes it (the services, the seeds, the CLI, the tests); every request reads the version
-- with its session, and lists kept for a reader are kept under it (feed/for-you-first-page.ts).
ALTER TABLE "users" ADD COLUMN "graph_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Once per statement, over its transition table: a seed's million follows touch each account once.
-- TG_ARGV names the columns that hold the accounts concerned.
CREATE FUNCTION users_graph_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF TG_OP = 'DELETE' THEN
      UPDATE users SET graph_version = graph_version + 1
      WHERE id IN (SELECT (to_jsonb(o) ->> col)::int FROM old_rows o);
    ELSE
      UPDATE users SET graph_version = graph_version + 1
      WHERE id IN (SELECT (to_jsonb(n) ->> col)::int FROM new_rows n);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('follows', ARRAY['follower_id']),
    ('blocks', ARRAY['blocker_id', 'blocked_id']),
    ('user_mutes', ARRAY['muter_id']),
    ('muted_words', ARRAY['user_id']),
    ('community_memberships', ARRAY['user_id'])
  ) AS v(tab, cols) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION users_graph_touched(%s)',
      t.tab || '_graph_inserted', t.tab, array_to_string(ARRAY(SELECT quote_literal(c) FROM unnest(t.cols) c), ', '));
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION users_graph_touched(%s)',
      t.tab || '_graph_updated', t.tab, array_to_string(ARRAY(SELECT quote_literal(c) FROM unnest(t.cols) c), ', '));
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION users_graph_touched(%s)',
      t.tab || '_graph_deleted', t.tab, array_to_string(ARRAY(SELECT quote_literal(c) FROM unnest(t.cols) c), ', '));
  END LOOP;
END $$;
