/**
 * The domain's closed sets of values. The database schema (db/) stores them and the screens offer
 * them; both import from here, so the domain never depends on the storage.
 */
export const subscriptionStatuses = ["active", "inactive", "canceled", "past_due"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const oneTimeCodePurposes = ["confirm_account", "reset_password", "delete_account"] as const;
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number];

/** An account holds money, a card has faturas, a method only names how one paid (it may draw from an account). */
export const paymentMethodKinds = ["account", "credit_card", "method"] as const;
export type PaymentMethodKindName = (typeof paymentMethodKinds)[number];

export const transactionTypeNames = ["receita", "despesa"] as const;
export type TransactionTypeName = (typeof transactionTypeNames)[number];

/** Which transactions a category fits: expenses, income, or both (the default). */
export const categoryTypes = ["despesa", "receita", "ambas"] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** `once`: a one-off bill (a captured boleto), due on one day only (see due-day.ts). */
export const recurringFrequencies = ["monthly", "weekly", "yearly", "once"] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

export const importFormats = ["ofx", "csv"] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importStatuses = ["preview", "committed", "undone"] as const;
export type ImportStatus = (typeof importStatuses)[number];

/**
 * Where a transaction's category came from. rule, payee and history are settled; bank (Pluggy's
 * category) and mcc (a card purchase's merchant code) are suggestions waiting to be confirmed;
 * person is the person's own choice.
 */
export const categorySources = ["rule", "payee", "history", "bank", "mcc", "person"] as const;
export type CategorySource = (typeof categorySources)[number];

/** A favorecido is a person (CPF) or a company (CNPJ). */
export const payeeKinds = ["pessoa", "empresa"] as const;
export type PayeeKind = (typeof payeeKinds)[number];

/** A household member's level: the owner, "Ver e lançar" (full) or "Só ver" (read). */
export const householdLevels = ["owner", "full", "read"] as const;
export type HouseholdLevel = (typeof householdLevels)[number];
/** Levels an invitation can give (ownership is passed on, never invited). */
export const invitationLevels = ["full", "read"] as const;
export type InvitationLevel = (typeof invitationLevels)[number];

/** How a payment method is shared with the owner's household: private (the default), "Ver e lançar", "Só ver". */
export const sharingLevels = ["private", "shared", "read_only"] as const;
export type SharingLevel = (typeof sharingLevels)[number];

/** The household's default split of a shared expense: 50/50 (equal), by declared income, or fixed percentages. */
export const householdSplitModes = ["equal", "income", "fixed"] as const;
export type HouseholdSplitMode = (typeof householdSplitModes)[number];

/** What a person may do with a record they see: it is theirs, a household's they may change, or one they only read. */
export const recordAccesses = ["owner", "write", "read"] as const;
export type RecordAccess = (typeof recordAccesses)[number];
