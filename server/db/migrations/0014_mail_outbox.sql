CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_outbox_recipient_lower" CHECK ("mail_outbox"."recipient" = lower("mail_outbox"."recipient"))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient" ON "mail_outbox" USING btree ("recipient");