import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { ServerType } from "@hono/node-server";
import { startNodeServer } from "@shop/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { bodyLimit } from "./body-limit";

const MiB = 1024 * 1024;
const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ("closeAllConnections" in server) server.closeAllConnections();
        }),
    ),
  );
});

/** The API's body limit (1 MiB) on the API's server, with the lingering close's bounds given. */
async function serverWith(linger: { maxBytes?: number; maxMs?: number; closeMs?: number } = {}) {
  const app = new Hono<AppEnv>()
    .use(bodyLimit())
    .get("/next", (c) => c.text("next"))
    .post("/", async (c) => c.text(String((await c.req.text()).length)));
  const server = startNodeServer(app.fetch, { port: 0, hostname: "127.0.0.1", linger });
  servers.push(server);
  if (!server.listening) await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

interface RawOutcome {
  /** Everything the server sent, as text. */
  received: string;
  /** How the connection ended for the client: "end" is the server's FIN, "reset" a reset. */
  ending: "end" | "reset" | "open";
  /** Milliseconds from the first byte sent to that ending. */
  endedAfterMs: number;
  /** Whether the connection was reset at any time (before or after the FIN), or a write failed. */
  reset: boolean;
}

/**
 * A client on a raw socket: sends `head` and then `bodyBytes` of the body in 64 KiB chunks (as
 * fast as the server takes them, or stopping after `stopAfterBytes`), then `nextRequest` (the next
 * request), and reports what it read and how the connection ended, within `waitMs`.
 */
async function rawClient(
  port: number,
  {
    head,
    bodyBytes,
    stopAfterBytes = bodyBytes,
    nextRequest = "",
    waitMs = 3_000,
  }: {
    head: string;
    bodyBytes: number;
    stopAfterBytes?: number;
    nextRequest?: string;
    waitMs?: number;
  },
): Promise<RawOutcome> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  const started = Date.now();
  let received = "";
  let reset = false;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", () => {
    reset = true;
  });
  const ending = new Promise<RawOutcome["ending"]>((resolve) => {
    socket.once("end", () => resolve("end"));
    socket.once("error", () => resolve("reset"));
    setTimeout(() => resolve("open"), waitMs).unref();
  });
  const write = async (data: string | Buffer) => {
    if (socket.destroyed || socket.writableEnded) return false;
    if (!socket.write(data)) await Promise.race([once(socket, "drain"), once(socket, "close")]);
    return !socket.destroyed;
  };
  const sending = (async () => {
    await write(head);
    const chunk = Buffer.alloc(64 * 1024, 120);
    for (let sent = 0; sent < Math.min(bodyBytes, stopAfterBytes); sent += chunk.length) {
      if (!(await write(chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent))))) return;
    }
    if (nextRequest) await write(nextRequest);
  })().catch(() => {});
  const how = await ending;
  const endedAfterMs = Date.now() - started;
  await sending;
  // A reset that follows the FIN shows within moments (the server's close with unread data).
  if (how === "end")
    await Promise.race([once(socket, "close"), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  socket.destroy();
  return { received, ending: how, endedAfterMs, reset };
}

const post = (length: number, extra = "") =>
  `POST / HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;
const NEXT = "GET /next HTTP/1.1\r\nHost: api\r\n\r\n";

describe("lingering close after an early answer", () => {
  it("reads the rest of a refused body within its bounds and keeps the connection for the next request", async () => {
    const port = await serverWith();
    const { received, ending } = await rawClient(port, {
      head: post(3 * MiB),
      bodyBytes: 3 * MiB,
      nextRequest: NEXT,
      waitMs: 1_500,
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain("application/problem+json");
    // The next request on the same connection was read as a request, not as body, and answered.
    expect(received).toMatch(/HTTP\/1\.1 200 OK[\s\S]*\r\n\r\nnext$/);
    expect(ending).toBe("open");
  });

  it("past its byte bound, ends its side after the answer (a FIN, not a reset) and closes later", async () => {
    const port = await serverWith({ maxBytes: 256 * 1024, closeMs: 300 });
    const { received, ending, reset } = await rawClient(port, { head: post(20 * MiB), bodyBytes: 20 * MiB });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toMatch(/"status":413/);
    expect(ending).toBe("end");
    // The client sent its 20 MiB meanwhile: all of it was read, so the close is not a reset.
    expect(reset).toBe(false);
  });

  it("past its time bound (a client that stops sending), ends its side after the answer", async () => {
    const port = await serverWith({ maxMs: 300, closeMs: 300 });
    const { received, ending, endedAfterMs } = await rawClient(port, {
      head: post(3 * MiB),
      bodyBytes: 3 * MiB,
      stopAfterBytes: 128 * 1024,
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(ending).toBe("end");
    expect(endedAfterMs).toBeGreaterThanOrEqual(250);
    expect(endedAfterMs).toBeLessThan(2_000);
  });

  it("on a connection that closes after the answer (Connection: close), reads the rest before closing, without a reset", async () => {
    const port = await serverWith();
    for (let round = 0; round < 3; round += 1) {
      const { received, ending, reset } = await rawClient(port, {
        head: post(3 * MiB, "Connection: close\r\n"),
        bodyBytes: 3 * MiB,
      });
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain("connection: close");
      expect(received).toMatch(/"status":413/);
      expect(ending).toBe("end");
      expect(reset).toBe(false);
    }
  });

  it("changes nothing for a body that was read", async () => {
    const port = await serverWith();
    const { received } = await rawClient(port, {
      head: post(1000),
      bodyBytes: 1000,
      nextRequest: NEXT,
      waitMs: 500,
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\n1000HTTP\/1\.1 200 OK[\s\S]*\r\n\r\nnext$/);
  });
});
