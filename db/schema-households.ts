import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import type { HouseholdLevel, HouseholdSplitMode, InvitationLevel } from "../lib/domain/enums";
import { createdAt, day, id, money, updatedAt } from "./columns";
import { users } from "./schema";

/**
 * A household ("Casa"): up to 5 adults, each signed in as themselves, sharing what each chooses.
 * Who may see and change what is decided in one place: server/shared/household-access.ts.
 */
export const households = pgTable(
  "households",
  {
    id: id(),
    name: varchar("name", { length: 60 }).notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The default split of a shared expense. */
    splitMode: varchar("split_mode", { length: 8 }).$type<HouseholdSplitMode>().notNull().default("equal"),
    /** "fixed": each member's percent (basis points, summing to 10000), by user id. */
    splitShares: jsonb("split_shares").$type<Record<string, number>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("households_name_check", sql`length(btrim(${t.name})) > 0`),
    check("households_split_mode_check", sql`${t.splitMode} in ('equal', 'income', 'fixed')`),
  ],
);

/** A person belongs to at most one household; the owner is a member with level "owner". */
export const householdMembers = pgTable(
  "household_members",
  {
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: varchar("level", { length: 8 }).$type<HouseholdLevel>().notNull(),
    /** The member's monthly income as they declared it, for the "proportional to income" split. */
    monthlyIncome: money("monthly_income"),
    /** Reminders (push and e-mail) of the household's bills due: only when the member opted in. */
    notifyHouseholdBills: boolean("notify_household_bills").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("household_members_user_key").on(t.userId),
    index("household_members_household_idx").on(t.householdId),
    uniqueIndex("household_members_owner_key").on(t.householdId).where(sql`${t.level} = 'owner'`),
    check("household_members_level_check", sql`${t.level} in ('owner', 'full', 'read')`),
    check("household_members_income_check", sql`${t.monthlyIncome} is null or ${t.monthlyIncome} >= 0`),
  ],
);

/** An invitation by e-mail: a code (kept as its SHA-256) and a link, valid for 7 days, used once. */
export const householdInvitations = pgTable(
  "household_invitations",
  {
    id: id(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }).notNull(),
    level: varchar("level", { length: 8 }).$type<InvitationLevel>().notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("household_invitations_code_key").on(t.codeHash),
    index("household_invitations_household_idx").on(t.householdId),
    check("household_invitations_level_check", sql`${t.level} in ('full', 'read')`),
  ],
);

/** "Registrar acerto": the Pix one member sent another to settle the split (a transfer, never spending). */
export const householdSettlements = pgTable(
  "household_settlements",
  {
    id: id(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    fromUserId: uuid("from_user_id").references(() => users.id, { onDelete: "set null" }),
    toUserId: uuid("to_user_id").references(() => users.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    settledOn: day("settled_on").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("household_settlements_household_idx").on(t.householdId, t.settledOn),
    check("household_settlements_amount_check", sql`${t.amount} > 0`),
    // Two different people; either side is null once that member deleted their account.
    check(
      "household_settlements_parties_check",
      sql`${t.fromUserId} is null or ${t.toUserId} is null or ${t.fromUserId} <> ${t.toUserId}`,
    ),
  ],
);

/** A record "da casa": shared with its author's household (null: the author's own). */
export const householdId = () =>
  uuid("household_id").references((): AnyPgColumn => households.id, { onDelete: "set null" });
