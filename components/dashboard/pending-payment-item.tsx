import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Money } from "@/components/ui/money";
import { reaisToCents } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import { addDays, splitDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { cn } from "@/lib/utils";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";
import { MONTH_ABBREVIATIONS } from "@/components/dashboard/month-abbreviations";

/** "Pago em dd/MM" for a paid bill (the day the money left, not the due day). */
function paidText(paidOn: Day): string {
  const { day, month } = splitDay(paidOn);
  return `Pago em ${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}`;
}

/** When the bill is due (or was paid), in words; overdue and imminent unpaid bills are coloured. */
function dueText(
  payment: PendingPaymentJson,
  today: Day,
): { text: string; tone: "late" | "soon" | null } {
  if (payment.isPaid && payment.paidOn) return { text: paidText(payment.paidOn), tone: null };
  if (payment.dueDate === today)
    return { text: "Vence hoje", tone: payment.isPaid ? null : "soon" };
  if (payment.dueDate === addDays(today, 1))
    return { text: "Vence amanhã", tone: payment.isPaid ? null : "soon" };
  if (payment.dueDate < today) {
    return {
      text: `Venceu em ${formatDateBR(payment.dueDate)}`,
      tone: payment.isPaid ? null : "late",
    };
  }
  return { text: `Vence em ${formatDateBR(payment.dueDate)}`, tone: null };
}

/** One bill of the month: its due day, name and when it falls due, the amount (and 'Pago' once paid), and `action`. */
export function PendingPaymentItem({
  payment,
  today,
  action,
}: {
  payment: PendingPaymentJson;
  /** São Paulo's today (`YYYY-MM-DD`). */
  today: Day;
  action: React.ReactNode;
}) {
  const { day, month } = splitDay(payment.dueDate);
  const due = dueText(payment, today);
  return (
    <li
      data-testid="pending-payment"
      data-paid={payment.isPaid || undefined}
      data-due-date={payment.dueDate}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
    >
      <div
        aria-hidden="true"
        className={cn(
          "flex size-11 shrink-0 flex-col items-center justify-center rounded-lg border leading-none",
          payment.isPaid
            ? "border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-500/20 dark:bg-emerald-500/10 dark:text-emerald-400"
            : "border-zinc-200 bg-zinc-50 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300",
        )}
      >
        <span className="text-base font-semibold tabular-nums">{day}</span>
        <span className="text-[10px] uppercase">{MONTH_ABBREVIATIONS[month - 1]}</span>
      </div>
      <div className="flex min-w-0 flex-1 basis-32 flex-col gap-0.5">
        <p className="line-clamp-2 text-sm font-medium break-words text-zinc-900 dark:text-zinc-100">
          {payment.name}
        </p>
        <p
          className={cn(
            "text-xs text-zinc-600 dark:text-zinc-400",
            due.tone === "soon" && "font-medium text-amber-700 dark:text-amber-400",
            due.tone === "late" && "font-medium text-rose-700 dark:text-rose-400",
          )}
        >
          <time dateTime={payment.isPaid && payment.paidOn ? payment.paidOn : payment.dueDate}>
            {due.text}
          </time>
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {payment.isPaid ? (
          <>
            {/* What was paid, which may differ from the bill's usual amount (luz, água). */}
            <Money cents={reaisToCents(payment.amount)} className="text-sm text-zinc-600 dark:text-zinc-400" />
            <Badge variant="success" className="text-[13px]">
              <Check aria-hidden="true" />
              Pago
            </Badge>
          </>
        ) : (
          <Money
            cents={reaisToCents(payment.amount)}
            className="text-sm font-semibold text-zinc-900 dark:text-zinc-100"
          />
        )}
        {action}
      </div>
    </li>
  );
}
