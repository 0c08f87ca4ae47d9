ALTER TABLE "message_translations" ADD COLUMN "characters_left" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interface_language" text;