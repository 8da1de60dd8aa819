// @vitest-environment happy-dom
import { act, type ReactNode, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HOLD_LIMIT_MS, INPUT_WAITING_ATTRIBUTE, installEarlyInput } from "./early-input";

// React acts on input in tests only inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The runtime against real React: the server's HTML of a component is in the document, input
// reaches it, and only then does React hydrate it (happy-dom stands in for the browser; the e2e
// suite does the same in Chromium with the whole shop). A choice in a select is proved there only
// (e2e/interaction-during-load.spec.ts): happy-dom's select is a proxy whose keys hide React's.

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`pressed ${count}`}
    </button>
  );
}

/** A spin button that, like Ark's, takes arrow keys only while it knows it has the focus. */
function Stepper() {
  const [value, setValue] = useState(1);
  const [focused, setFocused] = useState(false);
  return (
    <input
      role="spinbutton"
      aria-label="Количество"
      value={String(value)}
      readOnly
      onFocus={() => setFocused(true)}
      onKeyDown={(event) => {
        if (focused && event.key === "ArrowUp") setValue(value + 1);
      }}
    />
  );
}

function Search() {
  const [text, setText] = useState("");
  return (
    <>
      <input aria-label="Поиск" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`typed ${text}`}</output>
    </>
  );
}

let root: Root | undefined;
let remove: (() => void) | undefined;

afterEach(() => {
  act(() => root?.unmount());
  remove?.();
  root = undefined;
  document.body.innerHTML = "";
});

/** The server's HTML of `element` in the page, with the runtime installed as the head would. */
function serverPage(element: ReactNode): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  remove = installEarlyInput(window, INPUT_WAITING_ATTRIBUTE, HOLD_LIMIT_MS);
  return container;
}

async function hydrate(container: HTMLElement, element: ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}

/** Lets the runtime's 25 ms hand-over run. */
const handOver = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe("input before hydration", () => {
  it("holds a press on a button, shows that it waits, and hands it over once React has adopted the button", async () => {
    const container = serverPage(<Counter />);
    const button = container.querySelector("button") as HTMLButtonElement;
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(document.documentElement.hasAttribute(INPUT_WAITING_ATTRIBUTE)).toBe(true);

    await hydrate(container, <Counter />);
    await handOver();
    expect(button.textContent).toBe("pressed 1");
    expect(document.documentElement.hasAttribute(INPUT_WAITING_ATTRIBUTE)).toBe(false);
  });

  it("gives the focus before the arrow key, so a field that takes keys only when focused steps", async () => {
    const container = serverPage(<Stepper />);
    const field = container.querySelector("input") as HTMLInputElement;
    field.focus();
    field.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true, cancelable: true }));

    await hydrate(container, <Stepper />);
    await handOver();
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe("2");
  });

  it("tells React what was typed into a field before it listened", async () => {
    const container = serverPage(<Search />);
    const field = container.querySelector("input") as HTMLInputElement;
    field.value = "пуэр";
    field.dispatchEvent(new Event("input", { bubbles: true }));

    await hydrate(container, <Search />);
    await handOver();
    expect(container.querySelector("output")?.textContent).toBe("typed пуэр");
  });

  it("leaves a link's click to the browser, which navigates without script", () => {
    const container = serverPage(<a href="/catalog/tea">Чай</a>);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    let reached = false;
    document.addEventListener("click", () => {
      reached = true;
    });
    container.querySelector("a")?.dispatchEvent(click);
    expect(reached).toBe(true);
    expect(click.defaultPrevented).toBe(false);
    // The link's default is prevented here only to keep happy-dom from navigating.
    click.preventDefault();
  });

  it("stays out of the way on a part React has already hydrated", async () => {
    const container = serverPage(<Counter />);
    await hydrate(container, <Counter />);
    const button = container.querySelector("button") as HTMLButtonElement;
    act(() => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    });
    expect(button.textContent).toBe("pressed 1");
    expect(document.documentElement.hasAttribute(INPUT_WAITING_ATTRIBUTE)).toBe(false);
  });
});
