CREATE TABLE "chat_burn_views" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer,
	"last_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_up_to" integer DEFAULT 0 NOT NULL,
	"cleared_before" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text,
	"media_key" text,
	"width" integer,
	"height" integer,
	"burn" boolean DEFAULT false NOT NULL,
	"custom" jsonb,
	"ext" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recalled_at" timestamp with time zone,
	"media_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "typing_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_burn_views" ADD CONSTRAINT "chat_burn_views_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair" ON "chat_conversations" USING btree ("owner_id","peer_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_owner_time" ON "chat_conversations" USING btree ("owner_id","last_time");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair" ON "chat_messages" USING btree ("sender_id","recipient_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_media" ON "chat_messages" USING btree ("id") WHERE "chat_messages"."media_key" is not null and "chat_messages"."media_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "complaints_reported" ON "complaints" USING btree ("reported_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_service" ON "users" USING btree ("is_service") WHERE "users"."is_service";