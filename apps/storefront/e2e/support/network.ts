import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import type { Page } from "@playwright/test";

/**
 * The addresses of this machine, other than 127.0.0.1, on which something accepts connections to
 * `port`: its network interfaces' addresses and 127.0.0.2 (a server bound to every interface
 * answers there too, one bound to 127.0.0.1 does not), so the check means something on a machine
 * without a network card as well.
 * @example
 *   expect(await addressesAccepting(4310)).toEqual([]); // loopback only
 */
export async function addressesAccepting(port: number): Promise<string[]> {
  const candidates = [
    "127.0.0.2",
    ...Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal && !entry.address.startsWith("fe80:"))
      .map((entry) => entry?.address ?? ""),
  ];
  const accepted = await Promise.all(candidates.map((address) => accepts(address, port)));
  return candidates.filter((_, index) => accepted[index]);
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 5_000 });
    const settle = (result: boolean) => {
      socket.destroy();
      done(result);
    };
    socket.once("connect", () => settle(true));
    socket.once("error", () => settle(false));
    socket.once("timeout", () => settle(false));
  });
}

/**
 * Holds the page's requests to `url` on their way until the returned function is called; from then
 * on they go on, held ones and later ones alike. What the page shows while it waits stays on
 * screen to be checked (a progress bar, a busy button), and nothing is faked.
 * @example
 *   const release = await holdRequests(page, /\/image-uploads$/);
 *   await expect(page.getByRole("progressbar")).toBeVisible();
 *   release();
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
