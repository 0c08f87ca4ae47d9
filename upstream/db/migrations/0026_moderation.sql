CREATE TABLE "member_sanctions" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp (3) with time zone,
	"item_id" integer,
	"actor_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sanctions_kind" CHECK ("member_sanctions"."kind" in ('suspended', 'banned')),
	CONSTRAINT "member_sanctions_until" CHECK (("member_sanctions"."kind" = 'banned') = ("member_sanctions"."until" is null))
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"reporters" integer DEFAULT 0 NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"evidence" jsonb NOT NULL,
	"evidence_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"suspended_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_kind" CHECK ("moderation_items"."target_kind" in ('member', 'message', 'moment', 'comment')),
	CONSTRAINT "moderation_items_state" CHECK ("moderation_items"."state" in ('open', 'decided')),
	CONSTRAINT "moderation_items_decision" CHECK ("moderation_items"."decision" is null or "moderation_items"."decision" in ('dismiss', 'warn', 'remove', 'suspend', 'ban'))
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"item_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"message_id" integer,
	"weight" double precision NOT NULL,
	"reports" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"outcome_notified_at" timestamp (3) with time zone,
	CONSTRAINT "moderation_reports_item_id_reporter_id_pk" PRIMARY KEY("item_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_item" ON "moderation_actions" USING btree ("item_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_open_target" ON "moderation_items" USING btree ("target_kind","target_id") WHERE "moderation_items"."state" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_items_queue" ON "moderation_items" USING btree ("state","score" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter" ON "moderation_reports" USING btree ("reporter_id");