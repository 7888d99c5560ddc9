import { categoryScreenTexts } from "@/components/categories/category-screen-texts";
import type { LabelScreenTexts } from "@/components/labels/label-screen-texts";
import { paymentMethodScreenTexts } from "@/components/payment-methods/payment-method-screen-texts";

/**
 * The two label screens by name. Islands receive the name (a string crosses from server to
 * client; the texts' functions and icon do not) and look their words up here.
 */
export const LABEL_SCREENS = {
  category: categoryScreenTexts,
  "payment-method": paymentMethodScreenTexts,
} as const satisfies Record<string, LabelScreenTexts>;

export type LabelScreenKind = keyof typeof LABEL_SCREENS;
