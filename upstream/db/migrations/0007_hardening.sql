CREATE TABLE "code_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_hits" CASCADE;--> statement-breakpoint
CREATE INDEX "code_requests_due" ON "code_requests" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends" ON "rate_limits" USING btree ("window_ends_at");