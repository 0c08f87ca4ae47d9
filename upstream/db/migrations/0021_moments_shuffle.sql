ALTER TABLE "moments" ADD COLUMN "shuffle" integer DEFAULT floor(random() * 2147483647)::int NOT NULL;--> statement-breakpoint
CREATE INDEX "moments_shuffle" ON "moments" USING btree ("shuffle","id");