CREATE TABLE "match_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'searching' NOT NULL,
	"preferences" jsonb,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"partner_id" integer,
	"partner_attempt_id" integer,
	CONSTRAINT "match_attempts_status" CHECK ("match_attempts"."status" in ('searching', 'matched', 'no_match', 'cancelled')),
	CONSTRAINT "match_attempts_partner" CHECK (("match_attempts"."status" = 'matched') = ("match_attempts"."partner_id" is not null and "match_attempts"."partner_attempt_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "match_attempts" ADD CONSTRAINT "match_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_attempts" ADD CONSTRAINT "match_attempts_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_attempts" ADD CONSTRAINT "match_attempts_partner_attempt_id_match_attempts_id_fk" FOREIGN KEY ("partner_attempt_id") REFERENCES "public"."match_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_attempts_one_searching" ON "match_attempts" USING btree ("user_id") WHERE "match_attempts"."status" = 'searching';--> statement-breakpoint
CREATE INDEX "match_attempts_queue" ON "match_attempts" USING btree ("started_at","id") WHERE "match_attempts"."status" = 'searching';--> statement-breakpoint
CREATE INDEX "match_attempts_due" ON "match_attempts" USING btree ("deadline") WHERE "match_attempts"."status" = 'searching';--> statement-breakpoint
CREATE INDEX "match_attempts_matched" ON "match_attempts" USING btree ("user_id","ended_at","id") WHERE "match_attempts"."status" = 'matched';--> statement-breakpoint
CREATE INDEX "match_attempts_user" ON "match_attempts" USING btree ("user_id","started_at");