// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Category, ProductEditorReference } from "@shop/api-client";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductForm } from "./product-form";
import { newProductValues, type ProductValues } from "./product-values";

// No catalog: the form shows its English source messages.
const i18n = setupI18n({ locale: "en", messages: { en: {} } });

const reference: ProductEditorReference = {
  measures: [{ code: "pcs", title: "шт" }],
  priceTypes: [{ code: "retail", title: "Розничная", isDefault: true }],
  attributes: [],
};

const oolong: Category = {
  "@id": "/api/catalog/categories/3",
  "@type": "Category",
  id: 3,
  slug: "ulun",
  path: "ulun",
  title: "Улун",
  description: null,
  parent: null,
  depth: 0,
  position: 0,
  productCount: 0,
};

/** A new product's form with a title; its mock `onSubmit` resolves to what it was sent. */
function renderForm() {
  const onSubmit = vi.fn(async (values: ProductValues) => values);
  const initialValues = { ...newProductValues(reference), title: "Габа улун" };
  render(
    <I18nProvider i18n={i18n}>
      <ProductForm
        reference={reference}
        categories={[oolong]}
        initialValues={initialValues}
        submitLabel="Save"
        onSubmit={onSubmit}
      />
    </I18nProvider>,
  );
  return onSubmit;
}

const numberField = () => screen.getByLabelText<HTMLInputElement>(/Product number/);

afterEach(cleanup);

describe("ProductForm's product number", () => {
  it("takes a shop's article as written: Cyrillic, spaces, a slash", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(numberField(), "Кар 02/1");
    await user.selectOptions(screen.getByLabelText<HTMLSelectElement>(/Catalog section/), "3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].number).toBe("Кар 02/1");
    expect(numberField().getAttribute("aria-invalid")).not.toBe("true");
  });

  it("refuses a number over 64 characters at the field, sending nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(numberField(), "x".repeat(65));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Up to 64 characters/)).toBeTruthy();
    expect(numberField().getAttribute("aria-invalid")).toBe("true");
  });
});
