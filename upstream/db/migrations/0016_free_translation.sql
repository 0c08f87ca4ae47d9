CREATE TABLE "translation_free_use" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "translation_free_use_used" CHECK ("translation_free_use"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_translation_settings" ALTER COLUMN "auto_translate" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "translation_free_use" ADD CONSTRAINT "translation_free_use_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;