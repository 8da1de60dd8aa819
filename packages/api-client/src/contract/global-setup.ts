// One API process for the whole contract suite: started before the first file, stopped after the last.

import { startApi } from "@shop/cli/api-process";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    apiBaseURL: string;
    demoPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const api = await startApi();
  if (!api.demoPassword) {
    await api.stop();
    throw new Error("The API did not print the demo accounts' password at start");
  }
  project.provide("apiBaseURL", api.baseURL);
  project.provide("demoPassword", api.demoPassword);
  return () => api.stop();
}
