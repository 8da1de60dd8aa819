export interface RunningApi {
  /** `http://127.0.0.1:<port>/api` */
  baseURL: string;
  /** The demo accounts' password, as the API prints it at start. */
  demoPassword: string | undefined;
  /** Stops the API (SIGTERM, so its embedded database closes) and deletes its data. */
  stop(): Promise<void>;
}

/**
 * Starts the built API (apps/api/dist/server.js) on a free loopback port with a throwaway embedded
 * database and waits until its health check answers (migrations and seed included).
 * @example
 *   const api = await startApi();
 *   afterAll(() => api.stop());
 */
export declare function startApi(timeoutMs?: number): Promise<RunningApi>;
