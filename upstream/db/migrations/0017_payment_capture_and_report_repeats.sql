ALTER TABLE "complaints" ADD COLUMN "reports" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "last_reported_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "complaints_reporter" ON "complaints" USING btree ("reporter_id","reported_id","type");