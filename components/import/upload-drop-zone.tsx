import { FileUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

/** Drag a file in, or pick one with the button; while it uploads, the bar shows how far it is. */
export function UploadDropZone({
  onFile,
  progress,
  busy,
}: {
  onFile: (file: File) => void;
  progress: number;
  busy: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // The input works before the page's script has run (it is in the server's HTML): a file picked
  // then fired no change React could see, so it is taken once, when the zone hydrates.
  const pickedEarly = useRef(true);
  useEffect(() => {
    if (!pickedEarly.current) return;
    pickedEarly.current = false;
    const file = input.current?.files?.[0];
    if (!file || !input.current) return;
    input.current.value = "";
    onFile(file);
  }, [onFile]);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !busy) onFile(file);
      }}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        over
          ? "border-emerald-500 bg-emerald-50/60 dark:bg-emerald-500/10"
          : "border-zinc-200 dark:border-zinc-800",
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400">
        <FileUp className="size-5" aria-hidden="true" />
      </div>
      <div className="flex max-w-sm flex-col gap-1">
        {/* Dragging needs a mouse and room: phones and touch screens are asked to pick the file. */}
        <p className="hidden text-base font-semibold text-zinc-900 sm:pointer-fine:block dark:text-zinc-100">
          Arraste o extrato para cá
        </p>
        <p className="text-base font-semibold text-zinc-900 sm:pointer-fine:hidden dark:text-zinc-100">
          Escolha o extrato do seu banco
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          OFX ou CSV exportado pelo seu banco, até 5 MB e 10.000 lançamentos.
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept=".ofx,.csv,.qfx"
        className="sr-only"
        aria-label="Arquivo do extrato"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
      <Button type="button" onClick={() => input.current?.click()} loading={busy}>
        {busy ? "Enviando..." : "Escolher arquivo"}
      </Button>
      {busy ? (
        <div className="flex w-full max-w-xs flex-col gap-1" aria-live="polite">
          <Progress value={progress} aria-label="Progresso do envio" />
          <span className="text-xs text-zinc-600 dark:text-zinc-400">{progress < 100 ? `${progress}% enviado` : "Lendo o arquivo..."}</span>
        </div>
      ) : null}
    </div>
  );
}
