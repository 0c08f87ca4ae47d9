CREATE TABLE "moment_burn_views" (
	"moment_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"viewed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "moment_burn_views_moment_id_viewer_id_pk" PRIMARY KEY("moment_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "moment_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"moment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"language" text,
	"parent_id" integer,
	"reply_to_user_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moment_likes" (
	"moment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_likes_moment_id_user_id_pk" PRIMARY KEY("moment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "moment_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"moment_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moment_translations" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_language" text NOT NULL,
	"source_language" text NOT NULL,
	"translation_id" integer NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_translations_subject_subject_id_user_id_target_language_pk" PRIMARY KEY("subject","subject_id","user_id","target_language")
);
--> statement-breakpoint
CREATE TABLE "moments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"language" text,
	"type" text DEFAULT 'normal' NOT NULL,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"interactions" text DEFAULT 'everyone' NOT NULL,
	"pinned_at" timestamp (3) with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moments_counts" CHECK ("moments"."like_count" >= 0 and "moments"."comment_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_like_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moment_burn_views" ADD CONSTRAINT "moment_burn_views_moment_id_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_burn_views" ADD CONSTRAINT "moment_burn_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_comments" ADD CONSTRAINT "moment_comments_moment_id_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_comments" ADD CONSTRAINT "moment_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_comments" ADD CONSTRAINT "moment_comments_reply_to_user_id_users_id_fk" FOREIGN KEY ("reply_to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_likes" ADD CONSTRAINT "moment_likes_moment_id_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_likes" ADD CONSTRAINT "moment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_pictures" ADD CONSTRAINT "moment_pictures_moment_id_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_translations" ADD CONSTRAINT "moment_translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_translations" ADD CONSTRAINT "moment_translations_translation_id_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."translations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moments" ADD CONSTRAINT "moments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moment_comments_thread" ON "moment_comments" USING btree ("moment_id",coalesce("parent_id", "id"),"id");--> statement-breakpoint
CREATE INDEX "moment_comments_parent" ON "moment_comments" USING btree ("parent_id") WHERE "moment_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "moment_pictures_moment" ON "moment_pictures" USING btree ("moment_id","position");--> statement-breakpoint
CREATE INDEX "moment_translations_reader" ON "moment_translations" USING btree ("user_id","subject","subject_id","asked_at");--> statement-breakpoint
CREATE INDEX "moments_time" ON "moments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moments_user_time" ON "moments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moments_one_pinned" ON "moments" USING btree ("user_id") WHERE "moments"."pinned_at" is not null;