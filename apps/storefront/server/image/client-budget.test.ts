import { describe, expect, it } from "vitest";
import { createClientBudget } from "./client-budget";

describe("createClientBudget", () => {
  it("admits a burst, then as many per minute as it refills, and says when to come back", () => {
    const budget = createClientBudget({ burst: 3, perMinute: 30, maxPending: 10 });
    const at = 1_000_000;
    for (let n = 0; n < 3; n += 1) expect(budget.admit("a", at).admitted).toBe(true);
    // 30 a minute: one every 2 s.
    expect(budget.admit("a", at)).toEqual({ admitted: false, reason: "rate", retryAfterSeconds: 2 });
    expect(budget.admit("a", at + 1_000)).toEqual({ admitted: false, reason: "rate", retryAfterSeconds: 1 });
    expect(budget.admit("a", at + 2_000).admitted).toBe(true);
    expect(budget.admit("a", at + 2_000).admitted).toBe(false);
    // Another client has its own budget; an idle one refills no further than the burst.
    expect(budget.admit("b", at).admitted).toBe(true);
    const later = at + 3_600_000;
    for (let n = 0; n < 3; n += 1) expect(budget.admit("a", later).admitted).toBe(true);
    expect(budget.admit("a", later).admitted).toBe(false);
  });

  it("caps a client's renders under way, whatever its budget; a release frees one, once", () => {
    const budget = createClientBudget({ burst: 100, perMinute: 100, maxPending: 2 });
    const first = budget.admit("a", 0);
    const second = budget.admit("a", 0);
    expect([first.admitted, second.admitted]).toEqual([true, true]);
    expect(budget.admit("a", 0)).toEqual({ admitted: false, reason: "pending", retryAfterSeconds: 1 });
    if (first.admitted) {
      first.release();
      first.release();
    }
    expect(budget.admit("a", 0).admitted).toBe(true);
    expect(budget.admit("a", 0).admitted).toBe(false);
  });

  it("remembers a bounded number of clients, forgetting idle ones first", () => {
    const budget = createClientBudget({ burst: 1, perMinute: 1, maxPending: 5, maxClients: 2 });
    const busy = budget.admit("busy", 0);
    expect(busy.admitted).toBe(true);
    budget.admit("idle", 0);
    if (busy.admitted) busy.release();
    budget.admit("new", 0);
    expect(budget.clients).toBe(2);
    // "busy" was seen first and is idle now: forgotten, so it starts from a full bucket again;
    // that is what the bound costs (10 000 clients by default).
    expect(budget.admit("busy", 0).admitted).toBe(true);
    expect(budget.clients).toBe(2);
  });
});
