import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { householdInvitations } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { INVITATION_CODE_LENGTH } from "@/lib/schemas/households";
import { generateCode } from "@/server/auth/one-time-code-policy";

/** Only this digest is stored; the code finds its invitation (the accepting account is checked after). */
export function hashInvitationCode(code: string): string {
  return createHash("sha256").update(`household_invitation:${code}`).digest("hex");
}

/** A fresh code whose digest no stored invitation holds (the digest is unique). */
export async function newInvitationCode(tx: DbOrTx): Promise<{ code: string; codeHash: string }> {
  for (;;) {
    const code = generateCode(INVITATION_CODE_LENGTH);
    const codeHash = hashInvitationCode(code);
    const [taken] = await tx
      .select({ id: householdInvitations.id })
      .from(householdInvitations)
      .where(eq(householdInvitations.codeHash, codeHash));
    if (!taken) return { code, codeHash };
  }
}
