import { Writable } from "node:stream";
import pino, { type Logger } from "pino";

/**
 * A pino logger whose lines are kept in memory, for tests that check what gets logged.
 * @example
 *   const { log, lines } = captureLog();
 *   log.info({ to: "a@b.c" }, "mail");
 *   lines[0]?.msg; // "mail"
 */
export function captureLog(): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino(stream), lines };
}
