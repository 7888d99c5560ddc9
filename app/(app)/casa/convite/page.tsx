import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageHeader } from "@/components/shell/page-header";
import { InvitationPanel } from "@/components/household/invitation-panel";
import { InvitationProblem } from "@/components/household/invitation-problem";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { firstParam, type PageSearchParams } from "@/lib/domain/month-params";
import { householdMessages, invitationCodeQuery, type InvitationPreviewJson } from "@/lib/schemas/households";
import { requirePageUser } from "@/server/auth/require-page-user";
import { clientIp } from "@/server/auth/client-ip";
import type { SessionUser } from "@/server/auth/resolve-session";
import { previewInvitation } from "@/server/households/preview-invitation";
import { membershipOf } from "@/server/shared/household-access";

export const metadata: Metadata = { title: "Convite para a casa" };

/**
 * The invitation's link (`/casa/convite?codigo=`): who invites, to which household and level, then
 * "Aceitar convite". Open without a subscription of one's own: the owner's covers whoever joins. A
 * signed-out person goes to the login with this screen as `next`, and comes back.
 */
export default async function HouseholdInvitationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser({ subscription: false });
  const parsed = invitationCodeQuery.safeParse({ code: firstParam(await searchParams, "codigo") ?? "" });
  const outcome = parsed.success ? await readInvitation(user, parsed.data.code) : { problem: householdMessages.codeInvalidFormat };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title="Convite para a casa" />
      {"problem" in outcome ? (
        <InvitationProblem message={outcome.problem} />
      ) : (
        <InvitationPanel invitation={outcome.invitation} code={outcome.code} />
      )}
    </div>
  );
}

async function readInvitation(
  user: SessionUser,
  code: string,
): Promise<{ invitation: InvitationPreviewJson; code: string } | { problem: string }> {
  if (await membershipOf(db, user.id)) return { problem: householdMessages.alreadyInHousehold };
  try {
    return { invitation: await previewInvitation(db, user, code, { ip: clientIp({ headers: await headers() }) }), code };
  } catch (error) {
    // Expired, used, for another e-mail, too many tries: the reason, in pt-BR, in place.
    if (error instanceof AppError) return { problem: error.message };
    throw error;
  }
}
