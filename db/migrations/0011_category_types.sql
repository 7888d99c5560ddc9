-- Categories say which transactions they fit: despesa, receita or ambas. Every existing category
-- becomes ambas, so nothing already recorded stops matching.
ALTER TABLE "categories" ADD COLUMN "type" varchar(8) DEFAULT 'ambas' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_type_check" CHECK ("categories"."type" in ('despesa', 'receita', 'ambas'));
