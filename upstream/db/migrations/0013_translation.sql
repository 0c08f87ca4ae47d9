CREATE TABLE "chat_translation_settings" (
	"owner_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	"outgoing" text,
	"auto_translate" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_translation_settings_owner_id_peer_id_pk" PRIMARY KEY("owner_id","peer_id")
);
--> statement-breakpoint
CREATE TABLE "message_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"origin" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"translation_id" integer,
	"failure" text,
	"characters" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_hash" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"engine" text NOT NULL,
	"translated_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "chat_translation_settings" ADD CONSTRAINT "chat_translation_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_translation_settings" ADD CONSTRAINT "chat_translation_settings_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_translations" ADD CONSTRAINT "message_translations_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_translations" ADD CONSTRAINT "message_translations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_translations" ADD CONSTRAINT "message_translations_translation_id_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."translations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_translations_key" ON "message_translations" USING btree ("message_id","user_id","target_language");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_key" ON "translations" USING btree ("text_hash","source_language","target_language","engine");