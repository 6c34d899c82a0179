CREATE TABLE "code_sms_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"address" text NOT NULL,
	"otp_session_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "code_sms_sends_recipient" ON "code_sms_sends" USING btree ("recipient","sent_at");--> statement-breakpoint
CREATE INDEX "code_sms_sends_address" ON "code_sms_sends" USING btree ("address","sent_at");--> statement-breakpoint
CREATE INDEX "code_sms_sends_session" ON "code_sms_sends" USING btree ("otp_session_id");