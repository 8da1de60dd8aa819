// One file per resource family; this index is what Drizzle (client and drizzle-kit) reads.

export * from "./audit";
export * from "./catalog";
export * from "./catalog-imports";
export * from "./intl";
export * from "./navigation";
export * from "./platform";
export * from "./product-bulk-jobs";
export * from "./sales";
export * from "./settings";
export * from "./translations";
export * from "./users";
