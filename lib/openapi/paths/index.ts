import type { ApiResource } from "@/lib/openapi/define";
import apiTokens from "@/lib/openapi/paths/api-tokens";
import attachments from "@/lib/openapi/paths/attachments";
import auth from "@/lib/openapi/paths/auth";
import billing from "@/lib/openapi/paths/billing";
import budgets from "@/lib/openapi/paths/budgets";
import cards from "@/lib/openapi/paths/cards";
import categories from "@/lib/openapi/paths/categories";
import categoryRules from "@/lib/openapi/paths/category-rules";
import dashboard from "@/lib/openapi/paths/dashboard";
import households from "@/lib/openapi/paths/households";
import householdSettlement from "@/lib/openapi/paths/household-settlement";
import imports from "@/lib/openapi/paths/imports";
import objectives from "@/lib/openapi/paths/objectives";
import openFinance from "@/lib/openapi/paths/open-finance";
import payees from "@/lib/openapi/paths/payees";
import paymentMethods from "@/lib/openapi/paths/payment-methods";
import push from "@/lib/openapi/paths/push";
import recurringPayments from "@/lib/openapi/paths/recurring-payments";
import reports from "@/lib/openapi/paths/reports";
import system from "@/lib/openapi/paths/system";
import tags from "@/lib/openapi/paths/tags";
import transactions from "@/lib/openapi/paths/transactions";
import transfers from "@/lib/openapi/paths/transfers";
import tax from "@/lib/openapi/paths/tax";
import user from "@/lib/openapi/paths/user";
import wealth from "@/lib/openapi/paths/wealth";
import webhooks from "@/lib/openapi/paths/webhooks";

/**
 * Every resource of the API, in the order the reference shows them. A new resource: a file in this
 * folder (`defineResource`) and one line here; a new route of an existing resource: one entry in
 * its file.
 */
export const apiResources: ApiResource[] = [
  auth,
  user,
  apiTokens,
  webhooks,
  transactions,
  attachments,
  categories,
  categoryRules,
  tags,
  payees,
  paymentMethods,
  cards,
  transfers,
  objectives,
  wealth,
  budgets,
  recurringPayments,
  households,
  householdSettlement,
  dashboard,
  reports,
  imports,
  tax,
  openFinance,
  billing,
  push,
  system,
];
