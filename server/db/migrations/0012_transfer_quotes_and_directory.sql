CREATE TABLE "bank_directory" (
	"id" text PRIMARY KEY NOT NULL,
	"bic" text NOT NULL,
	"iban_code" text NOT NULL,
	"name" text NOT NULL,
	"ips" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bank_directory_bic_unique" UNIQUE("bic"),
	CONSTRAINT "bank_directory_iban_code_unique" UNIQUE("iban_code"),
	CONSTRAINT "bank_directory_iban_code" CHECK ("bank_directory"."iban_code" ~ '^[A-Z]{4}$')
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_pk" PRIMARY KEY("from_currency","to_currency"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate_micros" > 0),
	CONSTRAINT "exchange_rates_pair" CHECK ("exchange_rates"."from_currency" <> "exchange_rates"."to_currency"),
	CONSTRAINT "exchange_rates_from" CHECK ("exchange_rates"."from_currency" in ('AZN', 'USD', 'EUR', 'RUB')),
	CONSTRAINT "exchange_rates_to" CHECK ("exchange_rates"."to_currency" in ('AZN', 'USD', 'EUR', 'RUB'))
);
--> statement-breakpoint
CREATE TABLE "ips_directory" (
	"phone" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bank_id" text NOT NULL,
	CONSTRAINT "ips_directory_phone" CHECK ("ips_directory"."phone" ~ '^994[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "transfer_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"priced" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ips_directory" ADD CONSTRAINT "ips_directory_bank_id_bank_directory_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_directory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotes" ADD CONSTRAINT "transfer_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_quotes_customer" ON "transfer_quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transfer_quotes_expires" ON "transfer_quotes" USING btree ("expires_at");