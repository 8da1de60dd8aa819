ALTER TABLE "catalog_imports" ADD COLUMN "upload_path" text;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "applied_by" integer;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "undone_by" integer;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "undo_report" jsonb;