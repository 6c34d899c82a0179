CREATE TABLE "national_id_cards" (
	"number" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "national_id_cards_number" CHECK ("national_id_cards"."number" ~ '^(AZE[0-9]{8}|AA[0-9]{7})$')
);
--> statement-breakpoint
ALTER TABLE "national_id_cards" ADD CONSTRAINT "national_id_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "national_id_cards_customer" ON "national_id_cards" USING btree ("customer_id");