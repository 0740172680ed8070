CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"banner_url" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"community_name" text NOT NULL,
	"manager_name" text NOT NULL,
	"manager_email" text NOT NULL,
	"manager_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"community_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_bans" (
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"banned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_bans_community_id_user_id_pk" PRIMARY KEY("community_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_memberships" (
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"id" serial NOT NULL,
	"status" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "community_memberships_community_id_user_id_pk" PRIMARY KEY("community_id","user_id"),
	CONSTRAINT "community_memberships_staff_are_members" CHECK ("community_memberships"."role" = 'member' OR "community_memberships"."status" = 'member')
);
--> statement-breakpoint
CREATE TABLE "community_moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"target_user_id" integer,
	"post_id" integer,
	"reason" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_applications" ADD CONSTRAINT "community_applications_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_applications" ADD CONSTRAINT "community_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_applications" ADD CONSTRAINT "community_applications_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bans" ADD CONSTRAINT "community_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_memberships" ADD CONSTRAINT "community_memberships_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_memberships" ADD CONSTRAINT "community_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communities_university_name_key" ON "communities" USING btree ("university_id",lower(translate("name", 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû')));--> statement-breakpoint
CREATE INDEX "community_applications_status_idx" ON "community_applications" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_applications_applicant_idx" ON "community_applications" USING btree ("applicant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "community_memberships_id_key" ON "community_memberships" USING btree ("id");--> statement-breakpoint
CREATE INDEX "community_memberships_user_idx" ON "community_memberships" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "community_memberships_status_idx" ON "community_memberships" USING btree ("community_id","status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_memberships_one_admin_key" ON "community_memberships" USING btree ("community_id") WHERE "community_memberships"."role" = 'ComAdmin';--> statement-breakpoint
CREATE INDEX "community_moderation_log_idx" ON "community_moderation_log" USING btree ("community_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;