CREATE TABLE "notice_mutes" (
	"member_id" integer NOT NULL,
	"muted_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_mutes_member_id_muted_id_pk" PRIMARY KEY("member_id","muted_id")
);
--> statement-breakpoint
ALTER TABLE "notice_mutes" ADD CONSTRAINT "notice_mutes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_mutes" ADD CONSTRAINT "notice_mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_mutes_member_created" ON "notice_mutes" USING btree ("member_id","created_at");