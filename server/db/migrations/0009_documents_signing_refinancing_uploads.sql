CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"language" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_documents_position" UNIQUE("application_id","position"),
	CONSTRAINT "application_documents_type" CHECK ("application_documents"."document_type" in ('MAIN', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "refinancing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"ref_liability_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "signing_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "language" text DEFAULT 'az' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinancing_documents" ADD CONSTRAINT "refinancing_documents_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinancing_documents" ADD CONSTRAINT "refinancing_documents_ref_liability_id_external_liabilities_id_fk" FOREIGN KEY ("ref_liability_id") REFERENCES "public"."external_liabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_sessions" ADD CONSTRAINT "signing_sessions_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refinancing_documents_application" ON "refinancing_documents" USING btree ("application_id","ref_liability_id");--> statement-breakpoint
CREATE INDEX "signing_sessions_application" ON "signing_sessions" USING btree ("application_id");