ALTER TABLE "imports" ADD COLUMN "packed_rows" "bytea";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "packed_cells" "bytea";--> statement-breakpoint
-- Hand-written (keep when regenerating): existing rows and cells move to the packed columns as
-- the same arrays of arrays the app writes (server/imports/preview-packing.ts), as plain JSON
-- text: the app reads both plain and gzipped.
UPDATE "imports" SET
  "packed_rows" = convert_to((
    SELECT coalesce(jsonb_agg(
      jsonb_build_array(r->'index', r->'date', r->'description', r->'cents', r->'type',
        CASE WHEN (r->>'duplicate')::boolean THEN 1 ELSE 0 END, r->'suggestedCategoryId')
      || CASE WHEN r ? 'fitid' THEN jsonb_build_array(r->'fitid') ELSE '[]'::jsonb END
      ORDER BY o), '[]'::jsonb)::text
    FROM jsonb_array_elements("rows") WITH ORDINALITY AS e(r, o)), 'UTF8'),
  "packed_cells" = CASE WHEN "cells" IS NULL THEN NULL ELSE convert_to((
    SELECT coalesce(jsonb_agg(jsonb_build_array(c->'line') || (c->'values') ORDER BY o), '[]'::jsonb)::text
    FROM jsonb_array_elements("cells") WITH ORDINALITY AS e(c, o)), 'UTF8') END;
