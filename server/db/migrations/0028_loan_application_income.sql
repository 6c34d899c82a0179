ALTER TABLE "loan_applications" ADD COLUMN "salary" bigint;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "official_income" bigint;