import "server-only";
import { AppError } from "@/lib/errors";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { categoryKind } from "@/server/categories/category-kind";
import { HOUSEHOLD_CATEGORY_DUPLICATE } from "@/lib/schemas/categories";

/** The household's names are one set, as each person's are. */
const HOUSEHOLD_NAME_INDEX = "categories_household_name_key";

/** A write refused for a name taken among the person's categories or the household's: 409; anything else as it was. */
export function rethrowNameClash(error: unknown): never {
  if (isUniqueViolation(error, categoryKind.uniqueIndex)) {
    throw new AppError("conflict", categoryKind.duplicateMessage, { cause: error });
  }
  if (isUniqueViolation(error, HOUSEHOLD_NAME_INDEX)) {
    throw new AppError("conflict", HOUSEHOLD_CATEGORY_DUPLICATE, { cause: error });
  }
  throw error;
}
