CREATE TABLE "product_bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"action" text NOT NULL,
	"selection" jsonb NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_by" integer NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer,
	"problem" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_bulk_jobs_one_running_idx" ON "product_bulk_jobs" USING btree ("status") WHERE "product_bulk_jobs"."status" = 'running';