import type { LabelScreenKind } from "@/components/labels/label-screens";
import { categoryInput } from "@/lib/schemas/categories";
import type { LabelInputSchema } from "@/lib/schemas/labels";
import { paymentMethodLabelInput } from "@/lib/schemas/payment-methods";

/** The API's own body schema for each label screen (for a payment method, its label fields), which the (lazily loaded) form validates with. */
export const LABEL_INPUT_SCHEMAS: Record<LabelScreenKind, LabelInputSchema> = {
  category: categoryInput,
  "payment-method": paymentMethodLabelInput,
};
