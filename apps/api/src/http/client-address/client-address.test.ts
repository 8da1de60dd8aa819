import { request } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { clientAddresses, clientOf } from "./client-address";

// Real sockets on loopback: Linux answers every 127.x address, so a client can come from 127.0.0.2
// and a "remote" one from an address the API does not trust by default.
const app = new Hono<AppEnv>().use(clientAddresses()).get("/", (c) => c.text(clientOf(c)));
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(from: string, forwardedFor?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        path: "/",
        localAddress: from,
        headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () => resolve(body));
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

describe("clientAddresses()", () => {
  it("takes the client the storefront on loopback names, each one apart", async () => {
    expect(await ask("127.0.0.2", "203.0.113.7")).toBe("203.0.113.7");
    expect(await ask("127.0.0.2", "203.0.113.8")).toBe("203.0.113.8");
    // Whatever the client claimed itself is left of what the storefront appended, and never reached.
    expect(await ask("127.0.0.2", "1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64", async () => {
    expect(await ask("127.0.0.2", "2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(await ask("127.0.0.2", "2001:db8:1:2:ffff::9")).toBe("2001:db8:1:2::/64");
  });

  it("counts a caller without a proxy by its own address", async () => {
    expect(await ask("127.0.0.3")).toBe("127.0.0.3");
  });
});
