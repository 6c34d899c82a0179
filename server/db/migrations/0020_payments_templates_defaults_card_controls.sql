CREATE TABLE "card_controls" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"cash_daily_minor" bigint NOT NULL,
	"purchases_daily_minor" bigint NOT NULL,
	"online_daily_minor" bigint NOT NULL,
	"online_payments" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_controls_limits" CHECK ("card_controls"."cash_daily_minor" >= 0 and "card_controls"."purchases_daily_minor" >= 0 and "card_controls"."online_daily_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_vault" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"pan_ciphertext" text NOT NULL,
	"holder_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_defaults" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"card_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_defaults_one" CHECK (num_nonnulls("payment_defaults"."account_id", "payment_defaults"."card_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"initials" text NOT NULL,
	"color" text NOT NULL,
	"fields" jsonb NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"debt_lookup" boolean NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "payment_providers_category" CHECK ("payment_providers"."category" in ('MOBILE', 'GAS', 'ELECTRICITY', 'WATER', 'INTERNET')),
	CONSTRAINT "payment_providers_limits" CHECK (0 < "payment_providers"."min_minor" and "payment_providers"."min_minor" <= "payment_providers"."max_minor"),
	CONSTRAINT "payment_providers_color" CHECK ("payment_providers"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "payment_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider_id" text NOT NULL,
	"phone" text,
	"subscriber_code" text,
	"amount_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_templates_amount" CHECK ("payment_templates"."amount_minor" is null or "payment_templates"."amount_minor" > 0),
	CONSTRAINT "payment_templates_subscriber_named" CHECK (num_nonnulls("payment_templates"."phone", "payment_templates"."subscriber_code") = 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"transfer_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"phone" text,
	"subscriber_code" text,
	"subscriber_name" text,
	"provider_reference" text NOT NULL,
	CONSTRAINT "payments_subscriber_named" CHECK (num_nonnulls("payments"."phone", "payments"."subscriber_code") = 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_outages" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_subscribers" (
	"provider_id" text NOT NULL,
	"subscriber_code" text NOT NULL,
	"name" text NOT NULL,
	"billed_minor" bigint NOT NULL,
	"billed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_provider_subscribers_pk" PRIMARY KEY("provider_id","subscriber_code"),
	CONSTRAINT "sandbox_provider_subscribers_billed" CHECK ("sandbox_provider_subscribers"."billed_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_rail";--> statement-breakpoint
DROP INDEX "cards_one_default";--> statement-breakpoint
ALTER TABLE "card_controls" ADD CONSTRAINT "card_controls_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_vault" ADD CONSTRAINT "card_vault_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_defaults" ADD CONSTRAINT "payment_defaults_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_defaults" ADD CONSTRAINT "payment_defaults_account_id_current_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."current_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_defaults" ADD CONSTRAINT "payment_defaults_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD CONSTRAINT "payment_providers_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_provider_outages" ADD CONSTRAINT "sandbox_provider_outages_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_provider_subscribers" ADD CONSTRAINT "sandbox_provider_subscribers_provider_id_payment_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_templates_customer_name" ON "payment_templates" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "payments_subscriber" ON "payments" USING btree ("provider_id","subscriber_code");--> statement-breakpoint
-- The default card becomes the default payment source before the flag goes.
INSERT INTO "payment_defaults" ("customer_id", "card_id", "updated_at")
  SELECT "customer_id", "id", now() FROM "cards" WHERE "is_default";--> statement-breakpoint
ALTER TABLE "cards" DROP COLUMN "is_default";--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_rail" CHECK ("transfers"."rail" in ('OWN', 'INTERNAL', 'IPS', 'CLEARING', 'CARD', 'PAYMENT'));