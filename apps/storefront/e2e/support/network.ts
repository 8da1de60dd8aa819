import { connect } from "node:net";
import { networkInterfaces } from "node:os";

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
