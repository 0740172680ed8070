-- Community lists (issue 32): the popular order read from an index, and each community's first members
-- (staff, then the earliest to join) read in index order instead of sorting all its members.
CREATE INDEX "communities_members_idx" ON "communities" USING btree ("members_count" DESC NULLS FIRST,lower(translate("name", 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû')),"id");--> statement-breakpoint
CREATE INDEX "community_memberships_first_idx" ON "community_memberships" USING btree ("community_id",("role" = 'member'),"joined_at","user_id") WHERE "community_memberships"."status" = 'member';