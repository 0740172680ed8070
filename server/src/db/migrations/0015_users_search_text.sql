-- People search reads a stored copy of what a person is found by (issue 14's benchmark): with only
-- the expression index of 0014, every candidate row ran agora_user_search_text() again (a SQL
-- function call and the fold's translate(), about 8 µs a row: 45 ms for the 5,500 people a
-- three-letter prefix like "meh" matches among 200,000), and the ranking folded the same fields
-- again a dozen times a row. The column is kept by PostgreSQL (and PGlite) on every write.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (agora_user_search_text("username", "nickname", "first_name", "last_name")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Usernames starting with the term, in order (people search's second tier): LIKE 'meh%' reads them
-- off this index whatever the database's collation, rather than ranking every person containing "meh".
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- word_similarity's operator (<%, the typo tier) costs the planner 1 by default, as cheap as "=": it
-- then walks the users table comparing every row (11 ms for 200,000) rather than asking the trigram
-- index (4 ms). Its real cost is nearer 50. The extension owns the function: where the database user
-- may not alter it (the extension made by another role), the plan is only slower, so this is skipped.
-- pg_dump does not keep it; the migration is the place it lives.
DO $$ BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 50;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'word_similarity_op keeps its cost: %', SQLERRM;
END $$;
--> statement-breakpoint
-- Communities and universities keep their folded names too: the planner takes agora_fold() (inlined
-- to translate()) for free, walks the table folding each name twice, and spends 7 ms on 1,000
-- communities for every dropdown keystroke. A stored column costs nothing to read.
ALTER TABLE "communities" ADD COLUMN "search_name" text GENERATED ALWAYS AS (agora_fold("name")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "communities_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "communities_search_name_trgm_idx" ON "communities" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "search_name" text GENERATED ALWAYS AS (agora_fold("name")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "universities_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "universities_search_name_trgm_idx" ON "universities" USING gin ("search_name" gin_trgm_ops);
