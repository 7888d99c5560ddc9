import { SubscriptionSuggestionPanel } from "@/components/recurring-payments/subscription-suggestion-panel";
import type { RecurringSuggestionJson } from "@/lib/schemas/recurring-suggestions";

/** The subscriptions found in the person's rows, above the list; nothing when there are none. */
export function SubscriptionSuggestions({ suggestions }: { suggestions: readonly RecurringSuggestionJson[] }) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label="Assinaturas encontradas">
      <ul className="flex flex-col gap-2">
        {suggestions.map((suggestion) => (
          <SubscriptionSuggestionPanel key={suggestion.id} suggestion={suggestion} />
        ))}
      </ul>
    </section>
  );
}
