import { InstallAppAction } from "@/components/settings/install-app-action";

/** Configurações → Instalar o app: Bolso on the home screen, opening like an app. */
export function InstallAppPanel() {
  return (
    <section
      aria-labelledby="instalar-o-app"
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-col gap-1">
        <h2 id="instalar-o-app" className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
          Instalar o app
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Abra o Bolso direto da tela inicial, em tela cheia, e leia as telas já visitadas mesmo sem internet.
        </p>
      </div>
      <InstallAppAction />
    </section>
  );
}
