ALTER TABLE "users" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "gender" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "height_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_visible" boolean DEFAULT false NOT NULL;