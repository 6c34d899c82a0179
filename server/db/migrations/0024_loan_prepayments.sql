CREATE TABLE "prepayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"option" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"execution_date" date NOT NULL,
	"hold_id" uuid,
	"transaction_id" uuid,
	"accrued_interest" bigint,
	"principal_repaid" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "prepayments_option" CHECK ("prepayments"."option" in ('FM_1', 'FM_2', 'FM_3')),
	CONSTRAINT "prepayments_status" CHECK ("prepayments"."status" in ('IN_REVIEW', 'COMPLETED', 'CANCELED')),
	CONSTRAINT "prepayments_amount" CHECK ("prepayments"."amount" > 0),
	CONSTRAINT "prepayments_completed" CHECK (("prepayments"."status" = 'COMPLETED') = ("prepayments"."transaction_id" is not null)),
	CONSTRAINT "prepayments_canceled" CHECK (("prepayments"."status" = 'CANCELED') = ("prepayments"."canceled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepayments_customer" ON "prepayments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepayments_one_in_review" ON "prepayments" USING btree ("loan_id") WHERE "prepayments"."status" = 'IN_REVIEW';--> statement-breakpoint
CREATE INDEX "prepayments_due" ON "prepayments" USING btree ("execution_date") WHERE "prepayments"."status" = 'IN_REVIEW';