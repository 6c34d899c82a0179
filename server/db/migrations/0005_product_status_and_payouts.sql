ALTER TABLE "deposits" ADD COLUMN "next_payout_on" date;--> statement-breakpoint
-- Deposits booked before the payout job existed were paid on every payout date up to their
-- accrual date (the seed did it): the next payout is the first one after that date.
UPDATE "deposits" SET "next_payout_on" = coalesce((
  select min(("start_date" + make_interval(months => k))::date)
  from generate_series(1, "term_months") as k
  where ("payout_frequency" = 'MON' or k = "term_months")
    and ("start_date" + make_interval(months => k))::date > "accrued_until"
), "end_date");--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "next_payout_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "loan_instalments_due" ON "loan_instalments" USING btree ("due_date") WHERE "loan_instalments"."status" = 'DUE';--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('ACTIVE', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_closed" CHECK (("deposits"."status" = 'CLOSED') = ("deposits"."closed_at" is not null));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_status" CHECK ("loans"."status" in ('ACTIVE', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_closed" CHECK (("loans"."status" = 'CLOSED') = ("loans"."closed_at" is not null));