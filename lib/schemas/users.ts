import type { SubscriptionStatus } from "@/db/schema";

/** The user as the API and the screens show it: `_id` as in the API contract, never a secret column. */
export interface UserJson {
  _id: string;
  name: string;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  vipAccess: boolean;
}
