import { ClearCacheButton } from "@/components/settings/clear-cache-button";

/** The danger zone of Configurações. */
export function ClearCachePanel() {
  return (
    <section
      aria-labelledby="zona-de-perigo"
      className="flex flex-col gap-4 rounded-xl border border-rose-200 bg-white p-5 shadow-xs dark:border-rose-500/30 dark:bg-zinc-900"
    >
      <div className="flex flex-col gap-1">
        <h2 id="zona-de-perigo" className="text-base font-semibold text-rose-700 dark:text-rose-400">
          Zona de perigo
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Ações que não podem ser desfeitas.</p>
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
        <div className="flex flex-col gap-0.5">
          <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">Limpar Cache</p>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Apaga os dados guardados neste navegador, inclusive o seu login.
          </p>
        </div>
        <ClearCacheButton />
      </div>
    </section>
  );
}
