-- What people search finds of an account is numbered (issue 32): each instance keeps an index of the
-- live accounts' search text in memory (modules/users/users.search-index.ts) and reads, before each
-- search, the rows numbered above what it has seen. A new row takes the next number by default; a
-- change to a column the index reads takes the next by this trigger, whoever writes it.
CREATE SEQUENCE "public"."users_search_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_version" bigint DEFAULT nextval('users_search_version_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_version_idx" ON "users" USING btree ("search_version");--> statement-breakpoint
CREATE FUNCTION users_search_renumbered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_version := nextval('users_search_version_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_changed BEFORE UPDATE ON users FOR EACH ROW
  WHEN ((OLD.username, OLD.nickname, OLD.first_name, OLD.last_name, OLD.university_id, OLD.faculty_id,
    OLD.department_id, OLD.study_year, OLD.is_alumni, OLD.is_verified, OLD.deleted_at, OLD.suspended_until)
    IS DISTINCT FROM (NEW.username, NEW.nickname, NEW.first_name, NEW.last_name, NEW.university_id,
    NEW.faculty_id, NEW.department_id, NEW.study_year, NEW.is_alumni, NEW.is_verified, NEW.deleted_at,
    NEW.suspended_until))
  EXECUTE FUNCTION users_search_renumbered();
