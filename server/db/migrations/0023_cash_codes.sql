CREATE TABLE "cash_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cash_codes_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"last_digits" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"ledger_transaction_id" uuid,
	CONSTRAINT "cash_codes_position_unique" UNIQUE("position"),
	CONSTRAINT "cash_codes_order_part" UNIQUE("order_id","part"),
	CONSTRAINT "cash_codes_status" CHECK ("cash_codes"."status" in ('ACTIVE', 'USED', 'EXPIRED', 'CANCELED')),
	CONSTRAINT "cash_codes_amount" CHECK ("cash_codes"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" jsonb NOT NULL,
	"source_account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"otp_session_id" text,
	"confirmed_at" timestamp with time zone,
	"commission_transaction_id" uuid,
	CONSTRAINT "cash_orders_status" CHECK ("cash_orders"."status" in ('QUOTED', 'AWAITING_CODE', 'CONFIRMED', 'CANCELED')),
	CONSTRAINT "cash_orders_amounts" CHECK ("cash_orders"."amount_minor" > 0 and "cash_orders"."commission_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD COLUMN "released_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_codes" ADD CONSTRAINT "cash_codes_order_id_cash_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cash_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_codes" ADD CONSTRAINT "cash_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_codes" ADD CONSTRAINT "cash_codes_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_codes" ADD CONSTRAINT "cash_codes_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_source_account_id_ledger_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_otp_session_id_otp_sessions_id_fk" FOREIGN KEY ("otp_session_id") REFERENCES "public"."otp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_orders" ADD CONSTRAINT "cash_orders_commission_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("commission_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_codes_active_hash" ON "cash_codes" USING btree ("code_hash") WHERE "cash_codes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "cash_codes_customer_position" ON "cash_codes" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "cash_codes_active_expiry" ON "cash_codes" USING btree ("expires_at") WHERE "cash_codes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "cash_orders_customer" ON "cash_orders" USING btree ("customer_id");