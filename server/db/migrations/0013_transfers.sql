CREATE SEQUENCE "public"."transfer_reference_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfers_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"type" text NOT NULL,
	"rail" text NOT NULL,
	"status" text NOT NULL,
	"source" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"source_account_id" uuid NOT NULL,
	"destination_account_id" uuid,
	"debit_minor" bigint NOT NULL,
	"debit_currency" text NOT NULL,
	"credit_minor" bigint NOT NULL,
	"credit_currency" text NOT NULL,
	"rate" jsonb,
	"commission_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"limit_minor" bigint NOT NULL,
	"instant" boolean NOT NULL,
	"code_required" boolean NOT NULL,
	"otp_session_id" text,
	"hold_id" uuid,
	"ledger_transaction_id" uuid,
	"comment" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	"execution_date" date NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transfers_quote_unique" UNIQUE("quote_id"),
	CONSTRAINT "transfers_position_unique" UNIQUE("position"),
	CONSTRAINT "transfers_status" CHECK ("transfers"."status" in ('AWAITING_CODE', 'SCHEDULED', 'EXECUTED', 'CANCELED', 'FAILED')),
	CONSTRAINT "transfers_rail" CHECK ("transfers"."rail" in ('OWN', 'INTERNAL', 'IPS', 'CLEARING', 'CARD')),
	CONSTRAINT "transfers_type" CHECK ("transfers"."type" in ('A2A', 'A2C', 'C2A', 'C2C')),
	CONSTRAINT "transfers_amounts" CHECK ("transfers"."debit_minor" > 0 and "transfers"."credit_minor" > 0 and "transfers"."commission_minor" >= 0
        and "transfers"."total_minor" = "transfers"."debit_minor" + "transfers"."commission_minor"
        and "transfers"."limit_minor" >= 0),
	CONSTRAINT "transfers_executed" CHECK (("transfers"."status" = 'EXECUTED') = ("transfers"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_source_account_id_ledger_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_destination_account_id_ledger_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_otp_session_id_otp_sessions_id_fk" FOREIGN KEY ("otp_session_id") REFERENCES "public"."otp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_customer_position" ON "transfers" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "transfers_customer_created" ON "transfers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_scheduled_due" ON "transfers" USING btree ("execution_date") WHERE "transfers"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "transfers_unsettled" ON "transfers" USING btree ("position") WHERE "transfers"."status" = 'EXECUTED' and "transfers"."destination_account_id" is null and "transfers"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('CURRENT', 'CARD', 'DEPOSIT', 'LOAN', 'CASH', 'LOANS_RECEIVABLE', 'INTEREST_INCOME', 'INTEREST_EXPENSE', 'COMMISSION_INCOME', 'FX_POSITION', 'CLEARING', 'IPS_SETTLEMENT', 'CORRESPONDENT'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('CASH_DEPOSIT', 'CASH_WITHDRAWAL', 'SALARY', 'TRANSFER', 'CURRENCY_EXCHANGE', 'CARD_PURCHASE', 'UTILITY_PAYMENT', 'MOBILE_PAYMENT', 'FEE', 'LOAN_DISBURSEMENT', 'LOAN_REPAYMENT', 'REFINANCING_PAYOFF', 'INSURANCE_PREMIUM', 'DEPOSIT_OPENING', 'DEPOSIT_INTEREST_ACCRUAL', 'DEPOSIT_INTEREST_PAYOUT', 'DEPOSIT_MATURITY', 'INTERBANK_SETTLEMENT'));