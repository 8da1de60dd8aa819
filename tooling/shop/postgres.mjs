// A throwaway PostgreSQL cluster for tests: Debian's server binaries, a temporary data directory,
// a free loopback port, no fsync. Used by `./shop test` and by the API's Vitest global setup, so
// the API suite runs against a real server without any setup by hand.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/**
 * The bin directory of the newest installed Debian PostgreSQL (or `PG_BIN`), else undefined.
 * @example
 *   findPostgresBin(); // "/usr/lib/postgresql/15/bin"
 */
export function findPostgresBin() {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_ROOT, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_ROOT, versions[0], "bin") : undefined;
}

/** Resolves to a TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a fresh cluster and resolves to `{ url, stop, shutdown, start }`. PostgreSQL refuses to
 * run as root, so as root the cluster belongs to the `postgres` system user (created by the Debian
 * package). `stop()` shuts it down and deletes its directory; it also runs when this process
 * exits. `shutdown()` and `start()` stop the server (fast mode: sessions are terminated, as in a
 * real restart) and start it again on the same port and data, for tests of an outage.
 * @example
 *   const cluster = await startThrowawayPostgres();
 *   process.env.TEST_DATABASE_URL = cluster.url;
 *   // ... run tests ...
 *   cluster.stop();
 */
export async function startThrowawayPostgres({ log = () => {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL server binaries were not found (Debian's package 'postgresql', e.g. sudo apt-get install postgresql); set PG_BIN to use another installation",
    );
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const dir = mkdtempSync(join(tmpdir(), "shop-pg-"));
  const dataDir = join(dir, "data");
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const asOwner = (command, args) => {
    const [file, argv] = isRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed (${result.status}): ${(result.stderr || result.stdout || "").trim().slice(-2000)}`,
      );
    }
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    try {
      if (existsSync(join(dataDir, "postmaster.pid")))
        asOwner("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // the directory goes anyway; a postmaster without its directory shuts itself down
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);

  const options = [];
  const startServer = () =>
    asOwner("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      options.join(" "),
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "start",
    ]);

  try {
    const started = Date.now();
    // C.UTF-8: byte order collation (fast, stable), but Unicode case mapping, so lower() and ILIKE
    // work on Cyrillic as they do in PGlite.
    asOwner("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
    const port = await freePort();
    options.push(
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      "-c max_connections=300",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    );
    startServer();
    log(
      `PostgreSQL ${readFileSync(join(dataDir, "PG_VERSION"), "utf8").trim()} on 127.0.0.1:${port} (throwaway, ${Date.now() - started} ms)`,
    );
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop,
      shutdown: () => asOwner("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
      start: startServer,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

// `node tooling/shop/postgres.mjs`: start a cluster, print its URL, stop it on Ctrl-C. Handy for
// running one test file against PostgreSQL: TEST_DATABASE_URL=<url> pnpm --filter @shop/api test.
if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startThrowawayPostgres({ log: (line) => process.stderr.write(`${line}\n`) });
  console.log(cluster.url);
  const quit = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", quit);
  process.on("SIGTERM", quit);
  setInterval(() => {}, 1 << 30);
}
