-- The two fixed transaction types exist in every migrated database.
INSERT INTO "transaction_types" ("transaction_type") VALUES ('receita'), ('despesa')
ON CONFLICT DO NOTHING;
