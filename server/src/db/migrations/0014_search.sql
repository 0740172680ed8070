-- Search (issue 14). Hand-written below drizzle-kit's table: the extension, the folding functions,
-- the posts' full-text column and the indexes the search queries use (drizzle-kit does not know
-- them; db/schema/search.ts says so).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The one folding of search: Turkish and common Latin letters to their base letter, then lower case,
-- so that "ÖĞRENCİ", "öğrenci" and "ogrenci" are one word and "istanbul" finds "İstanbul" (dotted
-- and dotless I both fold to i). platform/fold.ts does the same in JavaScript (a test compares them).
CREATE FUNCTION agora_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate($1, 'İIıÇçĞğÖöŞşÜüÂâÎîÛûÁáÀàÄäÉéÈèÊêËëÍíÌìÓóÒòÔôÚúÙùÑñ', 'iiiccggoossuuaaiiuuaaaaaaeeeeeeeeiiiioooooouuuunn')) $$;
--> statement-breakpoint
-- What a person is found by: username, nickname and full name, folded, in one string.
CREATE FUNCTION agora_user_search_text(username text, nickname text, first_name text, last_name text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.agora_fold(concat_ws(' ', username, nickname, first_name, last_name)) $$;
--> statement-breakpoint
-- A post's words three ways: stemmed as Turkish (lower-cased the Turkish way, I -> ı), stemmed as
-- English, and folded without stemming (the prefix and no-Turkish-letters matches).
CREATE FUNCTION agora_post_search_vector(content text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('turkish'::regconfig, lower(translate(coalesce(content, ''), 'İI', 'iı')))
    || to_tsvector('english'::regconfig, coalesce(content, ''))
    || to_tsvector('simple'::regconfig, public.agora_fold(coalesce(content, ''))) $$;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (agora_post_search_vector("content")) STORED;
--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (agora_user_search_text("username", "nickname", "first_name", "last_name") gin_trgm_ops) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "communities_search_trgm_idx" ON "communities" USING gin (agora_fold("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "universities_search_trgm_idx" ON "universities" USING gin (agora_fold("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "hashtags_search_prefix_idx" ON "hashtags" USING btree (agora_fold("name") text_pattern_ops);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_user_term_key" ON "search_history" USING btree ("user_id","term");--> statement-breakpoint
CREATE INDEX "search_history_user_recent_idx" ON "search_history" USING btree ("user_id","created_at" DESC NULLS LAST);