import { describe, expect, it } from "vitest";
import { createByteCache } from "./output-cache";

describe("createByteCache", () => {
  it("drops the least recently used entries once the bytes pass the limit", () => {
    const cache = createByteCache<string>(10, (value) => value.length);
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.get("a");
    cache.set("c", "cccc");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["aaaa", undefined, "cccc"]);
    expect(cache.bytes).toBe(8);
  });

  it("does not keep a value larger than the whole cache, and replaces a key's value", () => {
    const cache = createByteCache<string>(4, (value) => value.length);
    cache.set("big", "12345");
    expect(cache.size).toBe(0);
    cache.set("k", "12");
    cache.set("k", "123");
    expect([cache.get("k"), cache.bytes]).toEqual(["123", 3]);
  });
});
