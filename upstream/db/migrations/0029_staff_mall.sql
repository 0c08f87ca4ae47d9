CREATE TABLE "mall_goods_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"what" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_changes_what" CHECK ("mall_goods_changes"."what" in ('price', 'stock', 'shelf'))
);
--> statement-breakpoint
ALTER TABLE "mall_goods_changes" ADD CONSTRAINT "mall_goods_changes_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods_changes" ADD CONSTRAINT "mall_goods_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_goods_changes_goods" ON "mall_goods_changes" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_created" ON "chat_messages" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created" ON "ledger_transactions" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_stage" ON "mall_orders" USING btree ("state","fulfilment","id");--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at");