CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"phase" text DEFAULT 'checking' NOT NULL,
	"file_name" text NOT NULL,
	"started_by" integer NOT NULL,
	"bytes_total" bigint NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"offers_read" integer DEFAULT 0 NOT NULL,
	"offers_total" integer,
	"counts" jsonb,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_imports_one_running_idx" ON "catalog_imports" USING btree ("status") WHERE "catalog_imports"."status" = 'running';