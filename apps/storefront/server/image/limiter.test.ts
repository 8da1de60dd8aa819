import { describe, expect, it } from "vitest";
import { createLimiter, LimiterBusyError } from "./limiter";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createLimiter", () => {
  it("runs at most `concurrency` tasks at once, the rest in order", async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueued: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        limiter.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(n);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  });

  it("refuses at once when the queue is full, and frees a slot after a failure", async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 1 });
    const first = limiter.run(async () => {
      await tick();
      throw new Error("broken image");
    });
    const second = limiter.run(async () => "second");
    await expect(limiter.run(async () => "third")).rejects.toBeInstanceOf(LimiterBusyError);
    await expect(first).rejects.toThrow("broken image");
    await expect(second).resolves.toBe("second");
  });
});
