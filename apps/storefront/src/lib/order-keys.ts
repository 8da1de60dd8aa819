/**
 * Query keys of the customer's orders: the account pages read them, the checkout invalidates
 * `all` once it has made an order, so the purchases list shows it.
 */
export const orderKeys = {
  all: ["orders"] as const,
  list: (page: number) => [...orderKeys.all, "list", page] as const,
  detail: (number: string) => [...orderKeys.all, "detail", number] as const,
};
