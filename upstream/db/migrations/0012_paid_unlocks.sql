ALTER TABLE "users" ADD COLUMN "pays_for_messages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pays_for_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_notice_dismissed_at" timestamp with time zone;