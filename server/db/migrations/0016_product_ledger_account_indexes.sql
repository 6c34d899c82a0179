CREATE INDEX "deposits_principal_account" ON "deposits" USING btree ("principal_account_id");--> statement-breakpoint
CREATE INDEX "deposits_interest_account" ON "deposits" USING btree ("interest_account_id");--> statement-breakpoint
CREATE INDEX "loans_loan_account" ON "loans" USING btree ("loan_account_id");