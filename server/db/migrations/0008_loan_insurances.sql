CREATE TABLE "loan_insurances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"insurer_id" text NOT NULL,
	"premium" bigint NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_insurances_application" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "loan_insurances" ADD CONSTRAINT "loan_insurances_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;