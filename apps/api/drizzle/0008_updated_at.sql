-- Rows that exist already get the time of this migration: the last change before it is unknown, and
-- a sitemap's lastmod must not be earlier than the page's last change (a crawler would skip it).
-- now() is stable, so PostgreSQL adds the column without rewriting the table.
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
