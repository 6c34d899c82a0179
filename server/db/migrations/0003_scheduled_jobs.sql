CREATE TABLE "scheduled_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_occurrence" UNIQUE("name","key"),
	CONSTRAINT "scheduled_jobs_status" CHECK ("scheduled_jobs"."status" in ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "scheduled_jobs_attempts" CHECK ("scheduled_jobs"."max_attempts" >= 1 and "scheduled_jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_one_open_recurring" ON "scheduled_jobs" USING btree ("name") WHERE "scheduled_jobs"."recurring" and "scheduled_jobs"."status" in ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due" ON "scheduled_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_finished" ON "scheduled_jobs" USING btree ("finished_at");