import "server-only";
import { AppError } from "@/lib/errors";
import { categoryRuleMessages } from "@/lib/schemas/category-rules";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";

/** A term the user already has a rule for (case and accents ignored) is a 409. */
export async function withDuplicateCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "category_rules_user_contains_key")) {
      throw new AppError("conflict", categoryRuleMessages.duplicate, { cause: error });
    }
    throw error;
  }
}
