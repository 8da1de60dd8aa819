import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AuditedResource, AuditOperation } from "@shop/api-client";

export const resourceLabels: Record<AuditedResource, MessageDescriptor> = {
  order: msg({ id: "admin.auditLog.resource.order", message: "Order" }),
  "order-status": msg({ id: "admin.auditLog.resource.orderStatus", message: "Order status" }),
  "sales-channel": msg({ id: "admin.auditLog.resource.salesChannel", message: "Sales channel" }),
  "trading-contract": msg({ id: "admin.auditLog.resource.tradingContract", message: "Trading contract" }),
  user: msg({ id: "admin.auditLog.resource.user", message: "Account" }),
  product: msg({ id: "admin.auditLog.resource.product", message: "Product" }),
  "product-bulk": msg({ id: "admin.auditLog.resource.productBulk", message: "Bulk action on products" }),
  category: msg({ id: "admin.auditLog.resource.category", message: "Catalog category" }),
  cart: msg({ id: "admin.auditLog.resource.cart", message: "Cart" }),
  "catalog-import": msg({ id: "admin.auditLog.resource.catalogImport", message: "Catalog import" }),
};

export const operationLabels: Record<AuditOperation, MessageDescriptor> = {
  create: msg({ id: "admin.auditLog.operation.create", message: "Created" }),
  update: msg({ id: "admin.auditLog.operation.update", message: "Changed" }),
  delete: msg({ id: "admin.auditLog.operation.delete", message: "Deleted" }),
  move: msg({ id: "admin.auditLog.operation.move", message: "Moved" }),
  translate: msg({ id: "admin.auditLog.operation.translate", message: "Texts changed" }),
  undo: msg({ id: "admin.auditLog.operation.undo", message: "Undone" }),
};
