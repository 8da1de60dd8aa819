import { shopApi } from "../../../lib/api";
import { adminQueries } from "../resource/admin-queries";

/** Every status fits one page: the API keeps a handful, in their order (`position`). */
export const ALL_STATUSES = { itemsPerPage: 100 } as const;

/** Order statuses at `/sales/admin/order-statuses` (staff). */
export const orderStatusQueries = adminQueries("order-statuses", shopApi.orderStatuses.admin);
