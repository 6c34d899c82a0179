CREATE SEQUENCE "public"."account_number_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"masked_pan" text NOT NULL,
	"payment_system" text NOT NULL,
	"status" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"expires_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"blocked_at" timestamp with time zone,
	CONSTRAINT "cards_status" CHECK ("cards"."status" in ('ACTIVE', 'BLOCKED')),
	CONSTRAINT "cards_payment_system" CHECK ("cards"."payment_system" in ('VISA', 'MASTERCARD'))
);
--> statement-breakpoint
CREATE TABLE "current_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"iban" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "current_accounts_ledger_unique" UNIQUE("ledger_account_id"),
	CONSTRAINT "current_accounts_iban_unique" UNIQUE("iban"),
	CONSTRAINT "current_accounts_iban" CHECK (length("current_accounts"."iban") = 28)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"currency" text NOT NULL,
	"term_months" integer NOT NULL,
	"payout_frequency" text NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"principal" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"principal_account_id" uuid NOT NULL,
	"interest_account_id" uuid NOT NULL,
	"source_account_id" uuid NOT NULL,
	"accrued_until" date NOT NULL,
	"accrual_carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposits_product_type" CHECK ("deposits"."product_type" in ('PROFIT', 'AVANS', 'TRGT')),
	CONSTRAINT "deposits_payout" CHECK ("deposits"."payout_frequency" in ('MON', 'YEAR', 'YEARLY')),
	CONSTRAINT "deposits_terms" CHECK ("deposits"."term_months" > 0 and "deposits"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"loan_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" uuid,
	CONSTRAINT "loan_instalments_pk" PRIMARY KEY("loan_id","number"),
	CONSTRAINT "loan_instalments_status" CHECK ("loan_instalments"."status" in ('DUE', 'PAID')),
	CONSTRAINT "loan_instalments_paid" CHECK (("loan_instalments"."status" = 'PAID') = ("loan_instalments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contract_number" text NOT NULL,
	"currency" text NOT NULL,
	"principal" bigint NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"term_months" integer NOT NULL,
	"start_date" date NOT NULL,
	"monthly_payment" bigint NOT NULL,
	"loan_account_id" uuid NOT NULL,
	"repayment_account_id" uuid NOT NULL,
	CONSTRAINT "loans_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "loans_terms" CHECK ("loans"."term_months" > 0 and "loans"."principal" > 0)
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_current_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."current_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_accounts" ADD CONSTRAINT "current_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_accounts" ADD CONSTRAINT "current_accounts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_principal_account_id_ledger_accounts_id_fk" FOREIGN KEY ("principal_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_interest_account_id_ledger_accounts_id_fk" FOREIGN KEY ("interest_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_source_account_id_current_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."current_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_loan_account_id_ledger_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_repayment_account_id_current_accounts_id_fk" FOREIGN KEY ("repayment_account_id") REFERENCES "public"."current_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_customer" ON "cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default" ON "cards" USING btree ("customer_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE INDEX "current_accounts_customer" ON "current_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "deposits_customer" ON "deposits" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "loans_customer" ON "loans" USING btree ("customer_id");