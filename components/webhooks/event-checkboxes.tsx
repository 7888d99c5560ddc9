"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { WEBHOOK_EVENTS, webhookEventLabels, type WebhookEvent } from "@/lib/domain/webhook-events";

/** The events a webhook wants: one checkbox each, its pt-BR name and the event's own name. */
export function EventCheckboxes({
  value,
  onChange,
  error,
  disabled,
}: {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const prefix = useId();
  const errorId = `${prefix}-error`;
  const toggle = (event: WebhookEvent, checked: boolean) =>
    onChange(WEBHOOK_EVENTS.filter((candidate) => (candidate === event ? checked : value.includes(candidate))));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">Eventos</legend>
      {WEBHOOK_EVENTS.map((event) => {
        const id = `${prefix}-${event}`;
        return (
          <div key={event} className="flex items-start gap-2">
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={value.includes(event)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
            <label htmlFor={id} className="flex min-w-0 flex-col text-sm leading-tight">
              <span className="text-zinc-900 dark:text-zinc-100">{webhookEventLabels[event]}</span>
              <code className="text-xs text-zinc-600 dark:text-zinc-400">{event}</code>
            </label>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
