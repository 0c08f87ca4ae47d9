CREATE SEQUENCE "public"."notice_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"member_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_member_id_announcement_id_pk" PRIMARY KEY("member_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"publish_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance_window" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"texts" jsonb NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "maintenance_window_one" CHECK ("maintenance_window"."id" = 1),
	CONSTRAINT "maintenance_window_order" CHECK ("maintenance_window"."starts_at" < "maintenance_window"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "notice_actors" (
	"group_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_actors_group_id_actor_id_pk" PRIMARY KEY("group_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "notice_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"moment_id" integer,
	"count" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"latest_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT nextval('notice_seq') NOT NULL,
	"push_due_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_markers" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"read_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"who" text DEFAULT 'everyone' NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notice_settings_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "notice_settings_who" CHECK ("notice_settings"."who" in ('everyone', 'following', 'friends', 'nobody'))
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	CONSTRAINT "push_keys_one" CHECK ("push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_actors" ADD CONSTRAINT "notice_actors_group_id_notice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_actors" ADD CONSTRAINT "notice_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_groups" ADD CONSTRAINT "notice_groups_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_markers" ADD CONSTRAINT "notice_markers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_published" ON "announcements" USING btree ("pinned","publish_at");--> statement-breakpoint
CREATE INDEX "announcements_due" ON "announcements" USING btree ("publish_at") WHERE "announcements"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "notice_actors_latest" ON "notice_actors" USING btree ("group_id","at");--> statement-breakpoint
CREATE INDEX "notice_actors_actor" ON "notice_actors" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notice_groups_member_seq" ON "notice_groups" USING btree ("member_id","seq");--> statement-breakpoint
CREATE INDEX "notice_groups_target" ON "notice_groups" USING btree ("member_id","kind","target_type","target_id","first_at");--> statement-breakpoint
CREATE INDEX "notice_groups_push_due" ON "notice_groups" USING btree ("push_due_at") WHERE "notice_groups"."push_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role" CHECK ("users"."staff_role" in ('support', 'moderator', 'admin'));