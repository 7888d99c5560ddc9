"use client";

import type { Day } from "@/lib/domain/calendar";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { captureTexts } from "@/components/capture/capture-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { captureDescription } from "@/lib/format/capture-texts";
import { formatDateBR } from "@/lib/format/dates";
import type { CaptureJson, OneOffBillJson } from "@/lib/schemas/capture";

const CameraScan = dynamic(() => import("@/components/capture/camera-scan").then((m) => m.CameraScan), {
  ssr: false,
});

const noSubscribe = () => () => undefined;
/** The camera is offered only where the browser reads codes itself. */
const hasBarcodeDetector = () => typeof window !== "undefined" && "BarcodeDetector" in window;

type Bill = { name: string; amount: number; dueDate: Day };

/**
 * "Colar código Pix ou boleto": reads a pasted (or scanned) code through POST /capture and hands
 * what it says to the form; a boleto with a due date can also become a bill to pay.
 */
export function CaptureCodeAction({ onCaptured }: { onCaptured: (code: CaptureJson) => void }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [bill, setBill] = useState<Bill | null>(null);
  const [scanning, setScanning] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const canScan = useSyncExternalStore(noSubscribe, hasBarcodeDetector, () => false);

  const read = async (pasted: string) => {
    // A line broken where it was copied from: no code holds a line break, and the API refuses them.
    const code = pasted.replace(/[\r\n\t]+/g, "").trim();
    if (!code) return;
    setBusy(true);
    try {
      const result = await apiFetch<CaptureJson>("/capture", { method: "POST", body: { code } });
      onCaptured(result);
      setBill(
        result.kind === "boleto" && result.amount !== null && result.dueDate
          ? { name: captureDescription(result), amount: result.amount, dueDate: result.dueDate }
          : null,
      );
      toast.success(captureTexts.filled, {
        description:
          result.amount === null
            ? captureTexts.noAmount
            : result.kind === "pix" && result.dynamic
              ? captureTexts.fromDynamicCode
              : undefined,
      });
    } catch (error) {
      setBill(null);
      toast.error(captureTexts.failed, { description: errorMessage(error, captureTexts.failed) });
    } finally {
      setBusy(false);
    }
  };

  const openPanel = async () => {
    setOpen(true);
    // Reading the clipboard needs the person's permission; without it they paste by hand.
    const pasted = await navigator.clipboard?.readText?.().catch(() => "");
    if (pasted?.trim()) {
      setText(pasted);
      await read(pasted);
    } else {
      field.current?.focus();
    }
  };

  const createBill = async (value: Bill) => {
    try {
      await apiFetch<OneOffBillJson>("/capture/bill", { method: "POST", body: value });
      toast.success(captureTexts.billCreated, { description: captureTexts.billCreatedDescription });
      setBill(null);
      router.refresh();
    } catch (error) {
      toast.error(captureTexts.billFailed, { description: errorMessage(error, captureTexts.billFailed) });
    }
  };

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => void openPanel()}>
        {captureTexts.open}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <label htmlFor={`${id}-code`} className="text-sm font-medium">
        {captureTexts.label}
      </label>
      <Textarea
        id={`${id}-code`}
        ref={field}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={captureTexts.placeholder}
        autoComplete="off"
        spellCheck={false}
        rows={2}
        maxLength={1024}
        className="font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void read(text)} disabled={busy} loading={busy}>
          {busy ? captureTexts.reading : captureTexts.read}
        </Button>
        {canScan ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setScanning((on) => !on)}>
            {scanning ? captureTexts.stopCamera : captureTexts.scan}
          </Button>
        ) : null}
        {bill ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => void createBill(bill)}>
            {captureTexts.makeBill(formatDateBR(bill.dueDate))}
          </Button>
        ) : null}
      </div>
      {scanning ? (
        <CameraScan
          onCode={(code) => {
            setScanning(false);
            setText(code);
            void read(code);
          }}
          onError={(message) => {
            setScanning(false);
            toast.error(captureTexts.cameraFailed, { description: message });
          }}
        />
      ) : null}
    </div>
  );
}
