// @vitest-environment happy-dom

import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { useHookForm } from "./hook-form";

interface Values {
  title: string;
  section: string;
  note: string;
  count: number;
}

const STORED: Values = { title: "Улун", section: "tea", note: "Текст", count: 3 };

/** A form that edits `STORED`, reporting whether react-hook-form counts it as changed. */
function EditForm({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const form = useForm<Values>({ defaultValues: STORED });
  const { formProps, fieldProps } = useHookForm(
    form,
    form.handleSubmit(() => {}),
  );
  onDirty(form.formState.isDirty);
  return (
    <form {...formProps}>
      <input aria-label="title" {...fieldProps("title")} />
      <select aria-label="section" {...fieldProps("section")}>
        <option value="">—</option>
        <option value="tea">Чай</option>
        <option value="coffee">Кофе</option>
      </select>
      <textarea aria-label="note" {...fieldProps("note")} />
      <input aria-label="count" {...fieldProps("count", { valueAsNumber: true })} />
    </form>
  );
}

describe("useHookForm: the fields' starting values", () => {
  it("puts what the form edits into the server's HTML: text, a choice, a number", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EditForm onDirty={() => {}} />);
    const field = (name: string) => container.querySelector(`[name=${name}]`) as HTMLInputElement;
    expect([field("title").value, field("section").value, field("note").value, field("count").value]).toEqual(
      ["Улун", "tea", "Текст", "3"],
    );
  });
});

describe("useHookForm: edits before hydration", () => {
  async function hydrate(edit: (container: HTMLElement) => void) {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EditForm onDirty={() => {}} />);
    document.body.append(container);
    edit(container);
    const dirty: boolean[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <EditForm onDirty={(value) => dirty.push(value)} />),
    );
    const title = (container.querySelector("[name=title]") as HTMLInputElement).value;
    act(() => root.unmount());
    container.remove();
    return { dirty: dirty.at(-1), title };
  }

  // (A choice in a select is counted as well in a browser; happy-dom has no `defaultSelected`, which
  // react-hook-form reads to keep the choice, so it is not tried here.)
  it("counts text typed before hydration as an edit, kept as typed", async () => {
    const typed = await hydrate((container) => {
      (container.querySelector("[name=title]") as HTMLInputElement).value = "Улун новый";
    });
    expect(typed).toEqual({ dirty: true, title: "Улун новый" });
  });

  it("leaves a form nobody touched unchanged", async () => {
    expect(await hydrate(() => {})).toEqual({ dirty: false, title: "Улун" });
  });
});
