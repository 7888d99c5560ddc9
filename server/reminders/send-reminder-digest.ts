import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { env } from "@/lib/env";
import { formatDateBR } from "@/lib/format/dates";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { duePhrase } from "@/lib/format/due-phrase";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import {
  ReminderDigestEmail,
  reminderDigestSubject,
  reminderDigestText,
  type DigestBill,
  type ReminderDigestProps,
} from "@/emails/reminder-digest-email";
import { sendMail } from "@/server/mail/send-mail";
import type { ReminderDigest } from "@/server/reminders/collect-reminder-digest";
import { createUnsubscribeToken } from "@/server/reminders/unsubscribe-token";

function toBill(today: Day, bill: PendingPaymentJson): DigestBill {
  return { name: bill.name, dueOn: formatDateBR(bill.dueDate), amount: formatMoney(reaisToCents(bill.amount)), when: duePhrase(today, bill.dueDate) };
}

/** The links an e-mail carries to stop the reminders: the page for people, the API for mail clients. */
export async function unsubscribeLinks(db: DbOrTx, userId: string) {
  const token = encodeURIComponent(await createUnsubscribeToken(db, userId));
  return {
    page: `${env.APP_URL}/auth/unsubscribe?token=${token}`,
    oneClick: `${env.APP_URL}/api/v1/user/email-reminders/unsubscribe?token=${token}`,
  };
}

/** Sends one user's digest, with the RFC 8058 one-click unsubscribe headers. */
export async function sendReminderDigest(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
  digest: ReminderDigest,
  now: Date,
): Promise<void> {
  const today = todayInSaoPaulo(now);
  const links = await unsubscribeLinks(db, user.id);
  const props: ReminderDigestProps = {
    name: user.name,
    dueSoon: digest.dueAhead.map((bill) => toBill(today, bill)),
    overdue: digest.overdue.map((bill) => toBill(today, bill)),
    budgets: digest.budgets.map((b) => ({
      categoryName: b.categoryName,
      percentage: `${b.percentage}%`,
      detail: `${formatMoney(b.spentCents)} de ${formatMoney(b.limitCents)}`,
    })),
    statements: digest.statementsDue.map((f) => ({
      cardName: f.cardName,
      dueOn: formatDateBR(f.dueDate),
      amount: formatMoney(f.amountCents),
    })),
    connections: digest.connections.map((c) => ({ institutionName: c.institutionName, statusLabel: c.statusLabel })),
    appUrl: env.APP_URL,
    unsubscribeUrl: links.page,
  };
  await sendMail({
    to: user.email,
    subject: reminderDigestSubject(props),
    react: ReminderDigestEmail(props),
    text: reminderDigestText(props),
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
