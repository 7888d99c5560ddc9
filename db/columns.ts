import { customType, numeric, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/** Column shapes every table of the schema shares. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Money: exact decimal with two places, read back as a string (never a float). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const hexColor = (name: string) => varchar(name, { length: 7 }).notNull().default("#3B82F6");
/** Bytes as PostgreSQL keeps them (bytea), read back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
