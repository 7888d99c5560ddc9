/** A category or an account offered in the review dialog. */
export interface ReviewOption {
  id: string;
  name: string;
}
