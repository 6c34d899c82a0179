CREATE TABLE "customer_incomes" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"monthly_net_income" bigint NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_liabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"bank_id" text NOT NULL,
	"loan_account" text NOT NULL,
	"remaining_amount" bigint NOT NULL,
	"monthly_payment" bigint NOT NULL,
	"currency" text NOT NULL,
	"eligible_for_refinancing" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"requested_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"customer_phone" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"accepted_offer_id" uuid,
	"accepted_amount" bigint,
	"accepted_term" integer,
	"accepted_interest" numeric(7, 4),
	"accepted_monthly_payment" bigint,
	"refinanced_loans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_applications_product" CHECK ("loan_applications"."product" in ('LOAN', 'REFIN', 'ACCOUNT', 'DEPOSIT')),
	CONSTRAINT "loan_applications_requested_positive" CHECK ("loan_applications"."requested_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"minimum_amount" bigint NOT NULL,
	"term" integer NOT NULL,
	"interest" numeric(7, 4) NOT NULL,
	"monthly_payment" bigint NOT NULL,
	"debt_to_income_ratio" bigint NOT NULL,
	"refinancing_key" text DEFAULT '' NOT NULL,
	"durations" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_incomes" ADD CONSTRAINT "customer_incomes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_liabilities" ADD CONSTRAINT "external_liabilities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_liabilities_customer" ON "external_liabilities" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "loan_applications_customer" ON "loan_applications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_applications_deadline" ON "loan_applications" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "loan_offers_application" ON "loan_offers" USING btree ("application_id","position");