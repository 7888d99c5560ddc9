import { EmailRemindersSwitch } from "@/components/settings/email-reminders-switch";
import { DevicePushSwitch } from "@/components/settings/device-push-switch";

/** Configurações → Notificações: the daily e-mail digest (on by default) and this device's pushes. */
export function EmailRemindersPanel({ enabled }: { enabled: boolean }) {
  return (
    <section
      aria-labelledby="notificacoes"
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="notificacoes" className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
        Notificações
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label htmlFor="email-reminders" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
            Receber lembretes por e-mail
          </label>
          <p id="email-reminders-hint" className="text-sm text-zinc-600 dark:text-zinc-400">
            Um resumo às 8h quando houver contas vencendo ou atrasadas, faturas a pagar ou orçamentos estourados.
          </p>
        </div>
        <EmailRemindersSwitch enabled={enabled} />
      </div>
      <DevicePushSwitch />
    </section>
  );
}
