-- Hand-edited after drizzle-kit generate: existing chat users take their member's password hash,
-- so a database created by 0000 migrates with rows in it.
ALTER TABLE "chat_users" ADD COLUMN "password_hash" text;--> statement-breakpoint
UPDATE "chat_users" SET "password_hash" = "users"."password_hash" FROM "users" WHERE "users"."id" = "chat_users"."user_id";--> statement-breakpoint
ALTER TABLE "chat_users" ALTER COLUMN "password_hash" SET NOT NULL;
