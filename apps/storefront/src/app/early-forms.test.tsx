// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE } from "../lib/early-form";
import { earlyFormsScript, installEarlyForms } from "./early-forms";

// The listener in a document: a form that opts in is sent when a field changes, as the browser
// fires `change` for a choice (a select, a box, a radio); a form that does not is left alone.

let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
  document.body.innerHTML = "";
});

function formWith(fields: string, optIn: boolean) {
  document.body.innerHTML = `<form ${optIn ? AUTO_SUBMIT_ATTRIBUTE : ""}>${fields}</form>`;
  const form = document.querySelector("form") as HTMLFormElement;
  const sent: FormData[] = [];
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // happy-dom names the form itself as the submitter of a requestSubmit() without a button.
    const { submitter } = event as SubmitEvent;
    sent.push(new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null));
  });
  return { form, sent };
}

describe("early forms", () => {
  it("sends an opted-in form with the choice a select's change carries", () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { sent } = formWith(
      '<select name="sort"><option value="a">A</option><option value="b">B</option></select>',
      true,
    );
    const select = document.querySelector("select") as HTMLSelectElement;
    select.value = "b";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(sent.map((data) => data.get("sort"))).toEqual(["b"]);
  });

  it("sends an opted-in form when a box is ticked", () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { sent } = formWith('<input type="checkbox" name="country" value="japan">', true);
    const box = document.querySelector("input") as HTMLInputElement;
    box.click();
    expect(sent.map((data) => data.getAll("country"))).toEqual([["japan"]]);
  });

  it("leaves a form alone that has not opted in, or has opted out since (hydrated)", () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { form, sent } = formWith('<input type="checkbox" name="country" value="japan">', true);
    form.removeAttribute(AUTO_SUBMIT_ATTRIBUTE);
    (document.querySelector("input") as HTMLInputElement).click();
    expect(sent).toEqual([]);
  });

  it("holds a form sent while the document is still parsed, and sends it again with its button once parsed", () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { form, sent } = formWith(
      '<input name="quantity" value="2"><button type="submit" name="intent" value="add">В корзину</button>',
      false,
    );
    const readyState = (state: DocumentReadyState) =>
      Object.defineProperty(document, "readyState", { value: state, configurable: true });
    try {
      readyState("loading");
      form.requestSubmit(form.querySelector("button"));
      expect(sent).toEqual([]);
      readyState("interactive");
      document.dispatchEvent(new Event("readystatechange"));
      expect(sent.map((data) => [data.get("quantity"), data.get("intent")])).toEqual([["2", "add"]]);
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
  });

  it("sends a form it sent before hydration again once hydrated, when the choice was not taken", async () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { form, sent } = formWith(
      '<select name="sort"><option value="a" selected>A</option><option value="b">B</option></select>',
      true,
    );
    const select = form.querySelector("select") as HTMLSelectElement;
    select.value = "b";
    select.dispatchEvent(new Event("input", { bubbles: true }));
    expect(sent.map((data) => data.get("sort"))).toEqual(["b"]);
    // Hydrated (the form drops the attribute), with no replay: the select still shows B.
    form.removeAttribute(AUTO_SUBMIT_ATTRIBUTE);
    await vi.waitFor(() => expect(sent.map((data) => data.get("sort"))).toEqual(["b", "b"]), 3000);
  });

  it("does not send it again when React's replay took the choice (its values became the defaults)", async () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { form, sent } = formWith('<input type="checkbox" name="country" value="japan">', true);
    const box = form.querySelector("input") as HTMLInputElement;
    box.click();
    box.defaultChecked = box.checked;
    form.removeAttribute(AUTO_SUBMIT_ATTRIBUTE);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent).toHaveLength(1);
  });

  it("asks before the document is left while a guarded form not yet hydrated holds a change, and only then", () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    document.body.innerHTML = `<form ${GUARD_LEAVING_ATTRIBUTE}><input name="title" value="Улун"><textarea name="text">Текст</textarea><select name="section"><option value="1">Чай</option><option value="2">Кофе</option></select><input type="checkbox" name="published"></form><form><input name="q"></form>`;
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true }) as BeforeUnloadEvent;
      window.dispatchEvent(event);
      return event.defaultPrevented ? "asks" : "leaves";
    };
    const [guarded, other] = Array.from(document.forms);
    const field = <T extends Element>(form: HTMLFormElement | undefined, name: string) =>
      form?.elements.namedItem(name) as unknown as T;
    expect(leaving()).toBe("leaves");
    // A form that does not ask: typed into, left without a question.
    field<HTMLInputElement>(other, "q").value = "пуэр";
    expect(leaving()).toBe("leaves");
    const title = field<HTMLInputElement>(guarded, "title");
    const text = field<HTMLTextAreaElement>(guarded, "text");
    const section = field<HTMLSelectElement>(guarded, "section");
    const box = field<HTMLInputElement>(guarded, "published");
    const edits: [string, () => void, () => void][] = [
      [
        "a text",
        () => {
          title.value = "Улун новый";
        },
        () => {
          title.value = "Улун";
        },
      ],
      [
        "a text area",
        () => {
          text.value = "Другой";
        },
        () => {
          text.value = "Текст";
        },
      ],
      [
        "a select",
        () => {
          section.value = "2";
        },
        () => {
          section.value = "1";
        },
      ],
      [
        "a box",
        () => {
          box.checked = true;
        },
        () => {
          box.checked = false;
        },
      ],
    ];
    for (const [what, edit, undo] of edits) {
      edit();
      expect(leaving(), what).toBe("asks");
      undo();
      expect(leaving(), `${what} set back`).toBe("leaves");
    }
    // Hydrated: the form drops the attribute, and the app's own guard asks from then on.
    title.value = "Улун новый";
    guarded?.removeAttribute(GUARD_LEAVING_ATTRIBUTE);
    expect(leaving()).toBe("leaves");
  });

  it("installs once per document: run again (the router re-runs head scripts it cannot match), it sends once", () => {
    remove = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const again = installEarlyForms(window, AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE);
    const { sent } = formWith('<input type="checkbox" name="country" value="japan">', true);
    (document.querySelector("input") as HTMLInputElement).click();
    expect(sent).toHaveLength(1);
    again();
  });

  it("is a self-contained script for the document's head", () => {
    expect(earlyFormsScript).toContain(JSON.stringify(AUTO_SUBMIT_ATTRIBUTE));
    expect(earlyFormsScript).toContain(JSON.stringify(GUARD_LEAVING_ATTRIBUTE));
    new Function(earlyFormsScript)();
    const { sent } = formWith('<input type="checkbox" name="country" value="japan">', true);
    (document.querySelector("input") as HTMLInputElement).click();
    expect(sent).toHaveLength(1);
  });
});
