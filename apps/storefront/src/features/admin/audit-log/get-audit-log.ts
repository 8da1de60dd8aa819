import { shopApi } from "../../../lib/api-connection";
import { adminQueries } from "../resource/admin-queries";

/**
 * The audit log, for administrators (`GET /core/admin/audit-log`). Read only; the changes it
 * records invalidate nothing here, since every screen that makes one reloads its own data and this
 * list is fetched whenever it opens.
 */
export const auditLogQueries = adminQueries("audit-log", shopApi.auditLog.admin);
