import { describe, expect, it } from "vitest";
import { createFairQueue, QueueFullError } from "./fair-queue";

/** A task that ends when the test says so, and tells when it started. */
function controlled(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createFairQueue", () => {
  it("runs at most `concurrency` tasks, at most `perClient` of one client, and a newcomer at once", async () => {
    const queue = createFairQueue({ concurrency: 2, perClient: 1, maxQueued: 10 });
    const log: string[] = [];
    const attacker = [1, 2, 3].map((n) => controlled(`a${n}`, log));
    const results = attacker.map(({ task }) => queue.schedule("a", task).result);
    await settle();
    // One slot stays free, however many tasks one client has.
    expect(log).toEqual(["a1"]);
    expect([queue.active, queue.queued]).toEqual([1, 2]);

    const visitor = controlled("b1", log);
    const visitorResult = queue.schedule("b", visitor.task).result;
    await settle();
    expect(log).toEqual(["a1", "b1"]);
    visitor.finish();
    await expect(visitorResult).resolves.toBe("b1");

    for (const { finish } of attacker) finish();
    await expect(Promise.all(results)).resolves.toEqual(["a1", "a2", "a3"]);
    expect([queue.active, queue.queued, queue.clients]).toEqual([0, 0, 0]);
  });

  it("takes waiting clients in turn, each client's tasks in order", async () => {
    const queue = createFairQueue({ concurrency: 1, perClient: 1, maxQueued: 20 });
    const log: string[] = [];
    const all = ["a", "b", "c"].flatMap((client) =>
      [1, 2, 3].map((n) => ({ client, ...controlled(`${client}${n}`, log) })),
    );
    const results = all.map(({ client, task }) => queue.schedule(client, task).result);
    for (const { finish } of all) finish();
    await Promise.all(results);
    // a1 found the slot free; after it, every client's turn comes round before anyone's second.
    expect(log).toEqual(["a1", "a2", "b1", "c1", "a3", "b2", "c2", "b3", "c3"]);
  });

  it("a task another client waits for too runs in that client's turn, once", async () => {
    const queue = createFairQueue({ concurrency: 1, perClient: 1, maxQueued: 20 });
    const log: string[] = [];
    const attacker = [1, 2, 3, 4].map((n) => controlled(`a${n}`, log));
    const attackerResults = attacker.map(({ task }) => queue.schedule("a", task).result);
    // The image a visitor wants, asked for first by the attacker: last in the attacker's line.
    let runs = 0;
    const shared = queue.schedule("a", async () => {
      runs += 1;
      log.push("shared");
      return "shared";
    });
    shared.join("b");
    shared.join("b");
    for (const { finish } of attacker) finish();
    await Promise.all([...attackerResults, shared.result]);
    expect(log).toEqual(["a1", "a2", "shared", "a3", "a4"]);
    expect(runs).toBe(1);
  });

  it("when the queue is full, drops the newest task of the client with the most waiting for a newcomer", async () => {
    const queue = createFairQueue({ concurrency: 1, perClient: 1, maxQueued: 3 });
    const log: string[] = [];
    const attacker = [1, 2, 3, 4].map((n) => controlled(`a${n}`, log));
    const results = attacker.map(({ task }) => queue.schedule("a", task).result.catch((error) => error));
    // a1 runs; a2, a3 and a4 fill the queue. The visitor takes a4's place.
    const visitor = controlled("b1", log);
    const visitorResult = queue.schedule("b", visitor.task).result;
    expect(await results[3]).toBeInstanceOf(QueueFullError);
    // Another client with one waiting, facing two of the attacker's: a3 goes too.
    const other = controlled("c1", log);
    const otherResult = queue.schedule("c", other.task).result;
    expect(await results[2]).toBeInstanceOf(QueueFullError);
    // Now no one has more than one more waiting than the newcomer would: refused.
    expect(() => queue.schedule("d", async () => "d1")).toThrow(QueueFullError);
    expect(() => queue.schedule("a", async () => "a5")).toThrow(QueueFullError);
    for (const { finish } of [...attacker, visitor, other]) finish();
    await expect(Promise.all([results[0], results[1], visitorResult, otherResult])).resolves.toEqual([
      "a1",
      "a2",
      "b1",
      "c1",
    ]);
    expect(log).toEqual(["a1", "a2", "b1", "c1"]);
    expect([queue.active, queue.queued, queue.clients]).toEqual([0, 0, 0]);
  });

  it("refuses at once when the queue is full, and frees a slot after a failure", async () => {
    const queue = createFairQueue({ concurrency: 1, perClient: 1, maxQueued: 1 });
    const first = queue.schedule("a", async () => {
      await settle();
      throw new Error("broken image");
    }).result;
    const second = queue.schedule("b", async () => "second").result;
    expect(() => queue.schedule("c", async () => "third")).toThrow(QueueFullError);
    await expect(first).rejects.toThrow("broken image");
    await expect(second).resolves.toBe("second");
    expect([queue.active, queue.queued, queue.clients]).toEqual([0, 0, 0]);
  });
});
