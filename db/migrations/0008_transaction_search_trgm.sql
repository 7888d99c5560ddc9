-- The command palette finds transactions by any part of their description, across every month:
-- `search_fold(description) LIKE '%term%'` served by a trigram index. search_fold is IMMUTABLE
-- (0002), so it can be indexed; pg_trgm ships with PostgreSQL and with the embedded database.
-- IF NOT EXISTS: the description suggestion may have created the same index already.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_description_trgm_idx" ON "transactions" USING gin (search_fold("description") gin_trgm_ops);
