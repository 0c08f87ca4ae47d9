CREATE TABLE "mall_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"pictures" text[] NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_goods_price" CHECK ("mall_goods"."price" > 0),
	CONSTRAINT "mall_goods_stock" CHECK ("mall_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"what" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"address_by" text NOT NULL,
	"consignee" text,
	"phone" text,
	"address" text,
	"state" text NOT NULL,
	"payment" text DEFAULT 'held' NOT NULL,
	"fulfilment" text DEFAULT 'not_shipped' NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"ledger_ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_orders_quantity" CHECK ("mall_orders"."quantity" between 1 and 10),
	CONSTRAINT "mall_orders_address_by" CHECK ("mall_orders"."address_by" in ('buyer', 'recipient')),
	CONSTRAINT "mall_orders_state" CHECK ("mall_orders"."state" in ('awaiting_address', 'confirmed', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "mall_orders_payment" CHECK ("mall_orders"."payment" in ('held', 'taken', 'returned')),
	CONSTRAINT "mall_orders_fulfilment" CHECK ("mall_orders"."fulfilment" in ('not_shipped', 'shipped', 'delivered')),
	CONSTRAINT "mall_orders_not_to_self" CHECK ("mall_orders"."buyer_id" <> "mall_orders"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_events" ADD CONSTRAINT "mall_order_events_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_events" ADD CONSTRAINT "mall_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_categories_slug" ON "mall_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_goods_slug" ON "mall_goods" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "mall_goods_category" ON "mall_goods" USING btree ("category_id","position","id");--> statement-breakpoint
CREATE INDEX "mall_order_events_order" ON "mall_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_buyer" ON "mall_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_recipient" ON "mall_orders" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_expiry" ON "mall_orders" USING btree ("expires_at") WHERE "mall_orders"."state" = 'awaiting_address';