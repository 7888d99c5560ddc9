-- Search ignores case and accents on every database we run on, including the embedded one, which
-- has no unaccent extension: "acucar" finds "Açúcar". IMMUTABLE so it can back an index.
CREATE OR REPLACE FUNCTION "search_fold"(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(
    lower(input),
    'áàâãäåéèêëíìîïóòôõöúùûüçñý',
    'aaaaaaeeeeiiiiooooouuuucny'
  )
$$;
