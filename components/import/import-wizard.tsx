"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ImportSelect } from "@/components/import/import-select";
import { ColumnMapping } from "@/components/import/column-mapping";
import { PreviewTable, type CategoryOption } from "@/components/import/preview-table";
import { UploadDropZone } from "@/components/import/upload-drop-zone";
import { uploadStatement } from "@/components/import/upload-statement";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { CommitImportJson, ImportMapping, ImportPreviewJson } from "@/lib/schemas/imports";
import { countOf, formatCount } from "@/lib/format/count";

interface Draft {
  file: File;
  preview: ImportPreviewJson;
  selected: Set<number>;
  categoryOf: Map<number, string>;
}

function skippedText(skipped: number): string | undefined {
  if (skipped === 0) return undefined;
  return skipped === 1 ? "1 ficou de fora." : `${formatCount(skipped)} ficaram de fora.`;
}

function draftOf(file: File, preview: ImportPreviewJson): Draft {
  return {
    file,
    preview,
    // Duplicates start unticked: importing them again would count the same money twice.
    selected: new Set(preview.rows.filter((row) => !row.duplicate).map((row) => row.index)),
    categoryOf: new Map(preview.rows.map((row) => [row.index, row.suggestedCategoryId ?? ""])),
  };
}

/** Upload → preview (columns for a CSV, ticks, categories) → confirm; the history re-renders after. */
export function ImportWizard({
  categories,
  paymentMethods,
}: {
  categories: CategoryOption[];
  paymentMethods: CategoryOption[];
}) {
  const router = useRouter();
  const [paymentMethodId, setPaymentMethodId] = useState("");
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);

  async function send(file: File, mapping?: ImportMapping) {
    setUploading(true);
    setProgress(0);
    setError(null);
    try {
      const preview = await uploadStatement({ file, paymentMethodId, mapping }, setProgress);
      if (draft) void discard(draft.preview._id);
      setDraft(draftOf(file, preview));
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível ler o arquivo."));
    } finally {
      setUploading(false);
    }
  }

  async function discard(id: string) {
    await apiFetch(`/import/${id}`, { method: "DELETE" }).catch(() => undefined);
  }

  const onToggle = useCallback((index: number) => {
    setDraft((current) => {
      if (!current) return current;
      const selected = new Set(current.selected);
      if (!selected.delete(index)) selected.add(index);
      return { ...current, selected };
    });
  }, []);

  const onCategory = useCallback((index: number, categoryId: string) => {
    setDraft((current) => (current ? { ...current, categoryOf: new Map(current.categoryOf).set(index, categoryId) } : current));
  }, []);

  const counts = useMemo(() => {
    const rows = draft?.preview.rows ?? [];
    return { total: rows.length, duplicates: rows.filter((r) => r.duplicate).length, selected: draft?.selected.size ?? 0 };
  }, [draft]);

  async function confirm() {
    if (!draft) return;
    setCommitting(true);
    try {
      const rows = [...draft.selected].sort((a, b) => a - b);
      const chosen = Object.fromEntries(rows.map((index) => [index, draft.categoryOf.get(index) || null]));
      const result = await apiFetch<CommitImportJson>(`/import/${draft.preview._id}/commit`, {
        method: "POST",
        body: { rows, categories: chosen },
      });
      toast.success(
        `${countOf(result.created, "lançamento importado", "lançamentos importados")}.`,
        { description: skippedText(result.skipped) },
      );
      setDraft(null);
      router.refresh();
    } catch (failure) {
      toast.error("Erro", { description: errorMessage(failure, "Não foi possível importar.") });
    } finally {
      setCommitting(false);
    }
  }

  function cancel() {
    if (draft) void discard(draft.preview._id);
    setDraft(null);
  }

  if (!draft) {
    return (
      <section className="flex flex-col gap-4" aria-label="Enviar extrato">
        <Field label="Meio de pagamento dos lançamentos (opcional)" className="max-w-xs">
          <ImportSelect
            value={paymentMethodId}
            onChange={setPaymentMethodId}
            options={paymentMethods.map((method) => ({ _id: method.id, name: method.name }))}
            noneLabel="Nenhuma"
            placeholder="Nenhuma"
          />
        </Field>
        <UploadDropZone onFile={(file) => void send(file)} progress={progress} busy={uploading} />
        {error ? (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700 dark:bg-rose-500/10 dark:text-rose-400">
            {error}
          </p>
        ) : null}
      </section>
    );
  }

  const { preview } = draft;
  return (
    <section className="flex flex-col gap-4" aria-label="Prévia da importação">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">{draft.file.name}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {/* Each count keeps its noun on its line when the line wraps at 375 px. */}
          <span className="whitespace-nowrap">{countOf(counts.total, "lançamento", "lançamentos")}</span> ·{" "}
          <span className="whitespace-nowrap">
            {countOf(counts.duplicates, "já existente (desmarcado)", "já existentes (desmarcados)")}
          </span>{" "}
          · <span className="whitespace-nowrap">{countOf(counts.selected, "selecionado", "selecionados")}</span>
        </p>
      </div>
      {preview.format === "csv" && preview.columns && preview.mapping ? (
        <ColumnMapping
          key={`mapping-${preview._id}`}
          columns={preview.columns}
          mapping={preview.mapping}
          busy={uploading}
          onApply={(mapping) => void send(draft.file, mapping)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700 dark:bg-rose-500/10 dark:text-rose-400">
          {error}
        </p>
      ) : null}
      <PreviewTable
        key={`rows-${preview._id}`}
        rows={preview.rows}
        selected={draft.selected}
        categoryOf={draft.categoryOf}
        categories={categories}
        onToggle={onToggle}
        onCategory={onCategory}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={cancel} disabled={committing}>
          Cancelar
        </Button>
        <Button type="button" onClick={() => void confirm()} loading={committing} disabled={counts.selected === 0}>
          Importar {countOf(counts.selected, "lançamento", "lançamentos")}
        </Button>
      </div>
    </section>
  );
}
