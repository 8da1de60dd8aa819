import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, type ReactNode, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../test/render";
import { TextAreaField } from "../text-area-field/text-area-field";
import { TextField } from "../text-field/text-field";

const i18n = createTestI18n();
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * An owner that keeps the field's text in its state, shows what it holds, and renders once more
 * after it has mounted (as a page does when a query settles): that render is the one that would
 * write the server's value back into a field typed in before hydration.
 */
function Owner({
  multiline = false,
  initial = "",
  onValue,
}: {
  multiline?: boolean;
  initial?: string;
  onValue: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  const props = {
    label: "Курсы валют",
    value,
    onChange: (event: { target: { value: string } }) => {
      onValue(event.target.value);
      setValue(event.target.value);
    },
  };
  return (
    <I18nProvider i18n={i18n}>
      {multiline ? <TextAreaField {...props} /> : <TextField {...props} />}
      <output>{value}</output>
    </I18nProvider>
  );
}

/** The owner's server HTML, in the document, with `typed` entered before any script runs. */
async function hydrateTyped(element: ReactNode, selector: string, typed?: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (field === null) throw new Error(`no ${selector} in the server's HTML`);
  if (typed !== undefined) field.value = typed;
  const root = await act(async () => hydrateRoot(container, element));
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    field,
    output: () => container.querySelector("output")?.textContent,
  };
}

describe("a controlled field typed in before the page hydrated", () => {
  it("keeps the text through its owner's next render, and tells the owner (TextField)", async () => {
    const onValue = vi.fn();
    const page = await hydrateTyped(<Owner onValue={onValue} />, "input", "USD=92.5");
    expect(page.field.value).toBe("USD=92.5");
    expect(page.output()).toBe("USD=92.5");
    expect(onValue.mock.calls).toEqual([["USD=92.5"]]);
  });

  it("keeps the text of a TextAreaField too", async () => {
    const onValue = vi.fn();
    const page = await hydrateTyped(<Owner multiline onValue={onValue} />, "textarea", "Позвонить за час");
    expect(page.field.value).toBe("Позвонить за час");
    expect(page.output()).toBe("Позвонить за час");
  });

  it("keeps the text typed over a TextAreaField's server text, which React's hydration writes back", async () => {
    const onValue = vi.fn();
    const page = await hydrateTyped(
      <Owner multiline initial="Пока без описания." onValue={onValue} />,
      "textarea",
      "Улун с нотами мёда",
    );
    expect(page.field.value).toBe("Улун с нотами мёда");
    expect(page.output()).toBe("Улун с нотами мёда");
    expect(onValue.mock.calls).toEqual([["Улун с нотами мёда"]]);
  });

  it("says nothing of a value the browser stores otherwise (a date field empties an invalid one)", () => {
    const onChange = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <TextField label="С даты" type="date" value="не дата" onChange={onChange} />
        <TextField label="Почта" type="email" value=" anna@example.com " onChange={onChange} />
        <TextAreaField label="Комментарий" value={"строка\r\nвторая"} onChange={onChange} />
      </I18nProvider>,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says nothing when hydrated or created as its owner left it, and typing afterwards is one change a key", async () => {
    const onValue = vi.fn();
    const page = await hydrateTyped(<Owner onValue={onValue} />, "input");
    expect(onValue).not.toHaveBeenCalled();
    render(<Owner onValue={onValue} />);
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.type(page.field, "EU");
    expect(onValue.mock.calls).toEqual([["E"], ["EU"]]);
    expect(page.output()).toBe("EU");
    expect(screen.getAllByRole("textbox", { name: "Курсы валют" })).toHaveLength(2);
  });
});

/** An uncontrolled text area with server text, as a form library's `register` leaves it. */
function Description({ onChange }: { onChange: (value: string) => void }) {
  return (
    <I18nProvider i18n={i18n}>
      <TextAreaField
        label="Описание"
        name="description"
        defaultValue="Пока без описания."
        onChange={(event) => onChange(event.target.value)}
      />
    </I18nProvider>
  );
}

describe("an uncontrolled TextAreaField typed in before the page hydrated", () => {
  it("keeps the text over its server text and hands it to onChange (a form library's register)", async () => {
    const onChange = vi.fn();
    const page = await hydrateTyped(<Description onChange={onChange} />, "textarea", "Улун с нотами мёда");
    expect(page.field.value).toBe("Улун с нотами мёда");
    expect(onChange.mock.calls).toEqual([["Улун с нотами мёда"]]);
    expect(screen.getByRole("textbox", { name: "Описание" })).toBe(page.field);
  });

  it("says nothing when nothing was typed, and its label still names it with an id of the caller's", async () => {
    const onChange = vi.fn();
    const page = await hydrateTyped(<Description onChange={onChange} />, "textarea");
    expect(page.field.value).toBe("Пока без описания.");
    expect(onChange).not.toHaveBeenCalled();
    render(
      <I18nProvider i18n={i18n}>
        <TextAreaField id="order-comment" label="Комментарий" defaultValue="" />
      </I18nProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Комментарий" }).id).toBe("order-comment");
  });
});
