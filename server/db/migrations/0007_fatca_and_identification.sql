CREATE TABLE "fatca_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fatca_answers_question" UNIQUE("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "identification_quarters" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"booked" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "identification_quarters_within_capacity" CHECK ("identification_quarters"."booked" between 0 and "identification_quarters"."capacity")
);
--> statement-breakpoint
CREATE TABLE "identification_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"reservation_type" text NOT NULL,
	"starts_at" timestamp with time zone,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identification_reservations_application" UNIQUE("application_id"),
	CONSTRAINT "identification_reservations_time" CHECK (("identification_reservations"."reservation_type" = 'STANDARD' and "identification_reservations"."starts_at" is not null) or ("identification_reservations"."reservation_type" = 'EMERGENCY' and "identification_reservations"."starts_at" is null))
);
--> statement-breakpoint
ALTER TABLE "fatca_answers" ADD CONSTRAINT "fatca_answers_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_reservations" ADD CONSTRAINT "identification_reservations_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identification_reservations_quarter" ON "identification_reservations" USING btree ("starts_at");