import { customType, date, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { Day } from "../lib/domain/calendar";
import { centsToNumeric, numericToCents } from "../lib/format/money";
import type { Cents } from "../lib/format/money";

/** Column shapes every table of the schema shares. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/**
 * Money: PostgreSQL's exact `numeric(14, 2)`, read and written as `Cents` through the text the
 * driver sends (string arithmetic, never a float). A raw `sql` aggregate over a money column
 * reads the same way with `.mapWith(column)`.
 */
export const money = customType<{ data: Cents; driverData: string }>({
  dataType: () => "numeric(14, 2)",
  toDriver: (value) => centsToNumeric(value),
  fromDriver: (value) => numericToCents(String(value)),
});
/** A calendar day, `YYYY-MM-DD` (São Paulo), read and written as a `Day`. */
export const day = (name: string) => date(name, { mode: "string" }).$type<Day>();
export const hexColor = (name: string) => varchar(name, { length: 7 }).notNull().default("#3B82F6");
/** Bytes as PostgreSQL keeps them (bytea), read back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
