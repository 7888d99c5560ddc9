import { formatDateBR } from "@/lib/format/dates";

/** "Teste grátis até dd/MM/aaaa": the last day of a free trial, as São Paulo reads the instant. */
export function trialUntilLabel(trialEndsAt: string): string {
  return `Teste grátis até ${formatDateBR(new Date(trialEndsAt))}`;
}

/** A trial's end while it is still ahead; undefined otherwise (the key is then left out of JSON). */
export function runningTrialEnd(trialEndsAt: Date | null, now: Date = new Date()): string | undefined {
  return trialEndsAt && trialEndsAt.getTime() > now.getTime() ? trialEndsAt.toISOString() : undefined;
}
