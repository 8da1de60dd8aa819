import { describe, expect, it } from "vitest";
import { uiMessageLoaders, uiRuMessages } from "./ui-message-loaders";
import { uiMessages } from "./ui-messages";

describe("the kit's messages per locale", () => {
  it("ships Russian with the code and fetches each locale's texts, the same as uiMessages holds", async () => {
    expect(uiRuMessages).toEqual(uiMessages.ru);
    expect(await uiMessageLoaders["en-US"]()).toEqual(uiMessages["en-US"]);
    expect(await uiMessageLoaders.ru()).toEqual(uiMessages.ru);
    // Different texts, so a loader that answered the wrong locale would fail above.
    expect(uiMessages["en-US"]).not.toEqual(uiMessages.ru);
  });
});
