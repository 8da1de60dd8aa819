import type { UserConfig } from "vitest/config";

/** Conditions that make workspace packages resolve to their TypeScript sources, not dist/. */
export declare const sourceConditions: string[];

/** The base every package's vitest.config.ts extends. */
export declare function withSharedConfig(config?: UserConfig): UserConfig;
