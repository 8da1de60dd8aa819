// A real HTTP server on loopback for the tests: the client is tested over the wire, not against a
// mocked fetch. Each test sets how the server answers and reads what it received.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path below the API base, with its query string as sent. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, another body as text (a multipart form), or undefined when none was sent. */
  body: unknown;
}

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** Drop the connection without answering: what a crashed server looks like to the client. */
  hangUp?: boolean;
  /** Never answer (until the server closes): what an overloaded server looks like. */
  stall?: boolean;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>/api` */
  baseURL: string;
  received: ReceivedRequest[];
  /** How the server answers from now on; by default `200 {}`. */
  answer(handler: (request: ReceivedRequest) => Answer): void;
  /** Forget what was received and answer `200 {}` again. */
  reset(): void;
  close(): Promise<void>;
}

const isJson = (contentType: string | undefined) => !contentType || /json/.test(contentType);

export async function startTestServer(): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  let handler: (request: ReceivedRequest) => Answer = () => ({ body: {} });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const url = (request.url ?? "/").replace(/^\/api/, "");
      const parsed = new URL(url, "http://localhost");
      const entry: ReceivedRequest = {
        method: request.method ?? "GET",
        url,
        pathname: parsed.pathname,
        query: parsed.searchParams,
        headers: request.headers,
        body: text ? (isJson(request.headers["content-type"]) ? JSON.parse(text) : text) : undefined,
      };
      received.push(entry);
      const answer = handler(entry);
      if (answer.stall) return;
      if (answer.hangUp) {
        request.socket.destroy();
        return;
      }
      const isText = typeof answer.body === "string";
      const payload =
        answer.body === undefined ? "" : isText ? (answer.body as string) : JSON.stringify(answer.body);
      response.writeHead(answer.status ?? 200, {
        ...(payload ? { "content-type": isText ? "text/plain; charset=utf-8" : "application/ld+json" } : {}),
        ...answer.headers,
      });
      response.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    received,
    answer(next) {
      handler = next;
    },
    reset() {
      received.length = 0;
      handler = () => ({ body: {} });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL nobody listens on: connecting to it fails at once. */
export async function closedPortURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}
