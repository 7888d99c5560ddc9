import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { listAccounts } from "@/server/payment-methods/list-accounts";

/** The accounts, read once per request however many of the screen's parts ask. */
export const readAccounts = cache((userId: string) => listAccounts(db, userId));
