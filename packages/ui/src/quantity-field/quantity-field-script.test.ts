import { afterEach, describe, expect, it } from "vitest";
import { EARLY_STEP_ATTRIBUTE, installQuantityFieldKeys, quantityFieldScript } from "./quantity-field-script";

// The head's script in a document: a field that still carries its step (not hydrated) is stepped by
// the arrow keys; a field React runs is left to React.

let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
  document.body.innerHTML = "";
});

const press = (field: HTMLInputElement | undefined, key: string) =>
  field?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

describe("quantityFieldScript", () => {
  it("steps a quantity field that carries its step with the arrow keys, in the page's language, within its bounds", () => {
    remove = installQuantityFieldKeys(window, EARLY_STEP_ATTRIBUTE);
    document.documentElement.lang = "ru";
    document.body.innerHTML = `<input role="spinbutton" value="0,1" aria-valuemin="0.1" aria-valuemax="0.3" ${EARLY_STEP_ATTRIBUTE}="0.1"><input id="hydrated" value="1" aria-valuemin="1">`;
    const [early, hydrated] = Array.from(document.querySelectorAll("input"));
    press(early, "ArrowUp");
    expect(early?.value).toBe("0,2");
    press(early, "ArrowUp");
    press(early, "ArrowUp");
    expect(early?.value).toBe("0,3");
    press(early, "ArrowDown");
    expect(early?.value).toBe("0,2");
    // A field without the attribute is React's: its keys are left to it.
    expect(press(hydrated, "ArrowUp")).toBe(true);
    expect(hydrated?.value).toBe("1");
  });

  it("installs once per document: run again (the router re-runs head scripts it cannot match), it steps once", () => {
    remove = installQuantityFieldKeys(window, EARLY_STEP_ATTRIBUTE);
    const again = installQuantityFieldKeys(window, EARLY_STEP_ATTRIBUTE);
    document.documentElement.lang = "ru";
    document.body.innerHTML = `<input value="1" aria-valuemin="1" ${EARLY_STEP_ATTRIBUTE}="1">`;
    const field = document.querySelector("input") as HTMLInputElement;
    field.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true, cancelable: true }));
    expect(field.value).toBe("2");
    again();
  });

  it("is a self-contained script for the document's head", () => {
    expect(quantityFieldScript).toContain(JSON.stringify(EARLY_STEP_ATTRIBUTE));
    new Function(quantityFieldScript)();
    document.documentElement.lang = "ru";
    document.body.innerHTML = `<input value="1" aria-valuemin="1" ${EARLY_STEP_ATTRIBUTE}="1">`;
    press(document.querySelector("input") ?? undefined, "ArrowUp");
    expect(document.querySelector("input")?.value).toBe("2");
  });
});
