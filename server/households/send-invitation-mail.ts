import "server-only";
import {
  HouseholdInvitationEmail,
  householdInvitationSubject,
  householdInvitationText,
} from "@/emails/household-invitation";
import type { InvitationLevel } from "@/lib/domain/enums";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { formatDateBR } from "@/lib/format/dates";
import { householdLevelLabels, invitationPath } from "@/lib/format/household-texts";
import { mailUnavailableMessage } from "@/server/mail/send-code-mail";
import { sendMail } from "@/server/mail/send-mail";

/** E-mails an invitation's code and link; a delivery failure becomes the pt-BR 503 the other code e-mails give. */
export async function sendInvitationMail(invitation: {
  email: string;
  ownerName: string;
  householdName: string;
  level: InvitationLevel;
  code: string;
  expiresAt: Date;
}): Promise<void> {
  const props = {
    ownerName: invitation.ownerName,
    householdName: invitation.householdName,
    levelLabel: householdLevelLabels[invitation.level],
    code: invitation.code,
    acceptUrl: `${env.APP_URL}${invitationPath(invitation.code)}`,
    expiresOn: formatDateBR(invitation.expiresAt),
  };
  try {
    await sendMail({
      to: invitation.email,
      subject: householdInvitationSubject(invitation.householdName),
      react: HouseholdInvitationEmail(props),
      text: householdInvitationText(props),
    });
  } catch (error) {
    throw new AppError("unavailable", mailUnavailableMessage, { cause: error });
  }
}
