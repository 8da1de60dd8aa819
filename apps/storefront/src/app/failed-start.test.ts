// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportFailedStart } from "./failed-start";

afterEach(() => {
  vi.restoreAllMocks();
  window.ym = undefined;
});

const counter = { id: "42", delayMs: 0, scriptSrc: "/tag.js" };

describe("reportFailedStart", () => {
  it("logs the error and hands it to the counter's error hook, queued until its script loads", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = Object.assign(new Error("Сервис недоступен"), { name: "ApiUnreachableError" });
    await reportFailedStart(error, counter);
    expect(log).toHaveBeenCalledWith("[shop] the app could not start:", error);
    expect(window.ym?.a).toEqual([
      ["42", "params", { error: { start: "ApiUnreachableError: Сервис недоступен" } }],
    ]);
  });

  it("calls the counter itself once its script has loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const calls: unknown[][] = [];
    window.ym = (...args: unknown[]) => void calls.push(args);
    await reportFailedStart("500 on the server", counter);
    expect(calls).toEqual([["42", "params", { error: { start: "500 on the server" } }]]);
  });

  it("only logs when no counter is configured", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await reportFailedStart(new Error("down"), undefined);
    expect(log).toHaveBeenCalledOnce();
    expect(window.ym).toBeUndefined();
  });
});
