CREATE TABLE "account_consent_products" (
	"consent_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "account_consent_products_consent_id_product_id_pk" PRIMARY KEY("consent_id","product_id"),
	CONSTRAINT "account_consent_products_type" CHECK ("account_consent_products"."type" in ('CURRENT_ACCOUNT', 'SAVINGS_ACCOUNT', 'LOAN_ACCOUNT', 'MORTGAGE_ACCOUNT', 'CREDIT_CARD', 'SALARY_CARD', 'DEBIT_CARD'))
);
--> statement-breakpoint
CREATE TABLE "account_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"third_party_id" text NOT NULL,
	"customer_id" uuid,
	"status" text NOT NULL,
	"reads_balances" boolean NOT NULL,
	"reads_transactions" boolean NOT NULL,
	"valid_until" date NOT NULL,
	"frequency_per_day" integer NOT NULL,
	"recurring" boolean NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "account_consents_status" CHECK ("account_consents"."status" in ('received', 'valid', 'rejected', 'revokedByPsu', 'expired', 'terminatedByTpp')),
	CONSTRAINT "account_consents_frequency" CHECK ("account_consents"."frequency_per_day" between 1 and 4),
	CONSTRAINT "account_consents_customer" CHECK (case "account_consents"."status" when 'received' then "account_consents"."customer_id" is null
        when 'valid' then "account_consents"."customer_id" is not null
        when 'rejected' then "account_consents"."customer_id" is not null
        when 'revokedByPsu' then "account_consents"."customer_id" is not null else true end)
);
--> statement-breakpoint
CREATE TABLE "consent_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"endpoint" text NOT NULL,
	"product_id" uuid,
	"attended" boolean NOT NULL,
	CONSTRAINT "consent_access_log_endpoint" CHECK ("consent_access_log"."endpoint" in ('ACCOUNTS', 'BALANCES', 'TRANSACTIONS'))
);
--> statement-breakpoint
CREATE TABLE "other_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "other_consents_kind" CHECK ("other_consents"."kind" in ('DATA_PROCESSING', 'MARKETING', 'CREDIT_BUREAU'))
);
--> statement-breakpoint
CREATE TABLE "third_parties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_parties_client_id" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "account_consent_products" ADD CONSTRAINT "account_consent_products_consent_id_account_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."account_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_consents" ADD CONSTRAINT "account_consents_third_party_id_third_parties_id_fk" FOREIGN KEY ("third_party_id") REFERENCES "public"."third_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_consents" ADD CONSTRAINT "account_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_access_log" ADD CONSTRAINT "consent_access_log_consent_id_account_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."account_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_consents" ADD CONSTRAINT "other_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_consents_customer" ON "account_consents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "account_consents_third_party" ON "account_consents" USING btree ("third_party_id");--> statement-breakpoint
CREATE INDEX "consent_access_log_consent" ON "consent_access_log" USING btree ("consent_id","id");--> statement-breakpoint
CREATE INDEX "consent_access_log_count" ON "consent_access_log" USING btree ("consent_id","day","endpoint");--> statement-breakpoint
CREATE INDEX "other_consents_customer" ON "other_consents" USING btree ("customer_id","given_at");