// One file per resource family; this index is what Drizzle (client and drizzle-kit) reads.
export * from "./platform";
export * from "./settings";
export * from "./users";
