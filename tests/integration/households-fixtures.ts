import { expect } from "vitest";
import { GET as readHousehold, PATCH as patchHousehold, POST as postHousehold } from "@/app/api/v1/household/route";
import { POST as postTransfer } from "@/app/api/v1/household/transfer-ownership/route";
import { POST as postInvitation } from "@/app/api/v1/household/invitations/route";
import { DELETE as deleteInvitation } from "@/app/api/v1/household/invitations/[id]/route";
import { POST as postAccept } from "@/app/api/v1/household/invitations/accept/route";
import { GET as readInvitation } from "@/app/api/v1/household/invitation/route";
import { PATCH as patchMember, DELETE as deleteMember } from "@/app/api/v1/household/members/[userId]/route";
import { PATCH as patchMe } from "@/app/api/v1/household/members/me/route";
import { POST as postLeave } from "@/app/api/v1/household/leave/route";
import type { HouseholdJson, InvitationPreviewJson } from "@/lib/schemas/households";
import { call } from "../helpers/api";
import type { CaughtMail, SmtpCatcher } from "../fakes/smtp-catcher";
import { freshIp } from "./auth-fixtures";

type Answer<T> = T & { message?: string; code?: string };

/** The household routes, called as a signed-in person (`token`). */
export const household = {
  get: (token: string) => call<Answer<HouseholdJson>>(readHousehold, { path: "/api/v1/household", token }),
  create: (token: string, name = "Casa da Ana") =>
    call<Answer<HouseholdJson>>(postHousehold, { method: "POST", path: "/api/v1/household", token, body: { name } }),
  patch: (token: string, body: unknown) =>
    call<Answer<HouseholdJson>>(patchHousehold, { method: "PATCH", path: "/api/v1/household", token, body }),
  transfer: (token: string, userId: string) =>
    call<Answer<HouseholdJson>>(postTransfer, { method: "POST", path: "/api/v1/household/transfer-ownership", token, body: { userId } }),
  invite: (token: string, email: string, level: "full" | "read" = "full") =>
    call<Answer<{ id: string; email: string; level: string; expiresAt: string }>>(postInvitation, {
      method: "POST",
      path: "/api/v1/household/invitations",
      token,
      body: { email, level },
    }),
  cancel: (token: string, id: string) =>
    call(deleteInvitation, { method: "DELETE", path: `/api/v1/household/invitations/${id}`, token, params: { id } }),
  accept: (token: string, code: string) =>
    call<Answer<HouseholdJson>>(postAccept, {
      method: "POST",
      path: "/api/v1/household/invitations/accept",
      token,
      body: { code },
      headers: freshIp(),
    }),
  preview: (token: string, code: string) =>
    call<Answer<InvitationPreviewJson>>(readInvitation, { path: "/api/v1/household/invitation", token, query: { code }, headers: freshIp() }),
  setLevel: (token: string, userId: string, level: "full" | "read") =>
    call<Answer<HouseholdJson>>(patchMember, {
      method: "PATCH",
      path: `/api/v1/household/members/${userId}`,
      token,
      params: { userId },
      body: { level },
    }),
  remove: (token: string, userId: string) =>
    call<Answer<object>>(deleteMember, { method: "DELETE", path: `/api/v1/household/members/${userId}`, token, params: { userId } }),
  patchMe: (token: string, body: unknown) =>
    call<Answer<HouseholdJson>>(patchMe, { method: "PATCH", path: "/api/v1/household/members/me", token, body }),
  leave: (token: string) => call<Answer<object>>(postLeave, { method: "POST", path: "/api/v1/household/leave", token }),
};

/** The 8-digit code of an invitation e-mail. */
export function invitationCode(mail: CaughtMail): string {
  const match = mail.text.match(/\b(\d{8})\b/);
  if (!match?.[1]) throw new Error(`no 8-digit code in mail "${mail.subject}"`);
  return match[1];
}

/** The owner invites `member` at `level`; the member accepts with the e-mailed code. */
export async function join(
  mail: SmtpCatcher,
  owner: { token: string },
  member: { token: string; user: { email: string } },
  level: "full" | "read" = "full",
): Promise<void> {
  const invited = await household.invite(owner.token, member.user.email, level);
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const code = invitationCode(await mail.waitForMail(member.user.email));
  const accepted = await household.accept(member.token, code);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}
