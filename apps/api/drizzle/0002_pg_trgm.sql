-- Trigram similarity for typo-tolerant product search (GIN gin_trgm_ops indexes need it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
