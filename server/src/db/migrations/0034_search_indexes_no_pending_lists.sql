-- Search's GIN indexes keep a short pending list (issue 32). With the default (4 MB), new rows and
-- every non-HOT update (a like or a view counts up posts; a follow counts up users.graph_version) wait
-- in a pending list of up to ~500 pages until a vacuum, and every search reads that list through:
-- 3 ms of a people search and of a post search's index scan on the bench data, whatever the term.
-- 64 kB bounds that read to eight pages; the insert that fills the list merges it.
ALTER INDEX "users_search_text_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "posts_search_vector_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "communities_search_name_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "universities_search_name_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
-- What is pending now is merged at once rather than at the next insert.
SELECT gin_clean_pending_list('users_search_text_trgm_idx'::regclass),
  gin_clean_pending_list('posts_search_vector_idx'::regclass),
  gin_clean_pending_list('communities_search_name_trgm_idx'::regclass),
  gin_clean_pending_list('universities_search_name_trgm_idx'::regclass);
