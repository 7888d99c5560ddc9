ALTER TABLE "imports" ALTER COLUMN "packed_rows" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "cells";--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "rows";