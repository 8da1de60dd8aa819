import type { Category } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { categoryTrail, childCategories } from "./category-tree";

let nextId = 1;
const category = (path: string, position: number, parent: Category | null = null): Category => {
  const id = nextId++;
  return {
    "@id": `/api/catalog/categories/${id}`,
    "@type": "Category",
    id,
    slug: path.split("/").at(-1) ?? path,
    path,
    title: path,
    description: null,
    parent: parent ? parent["@id"] : null,
    depth: path.split("/").length - 1,
    position,
    productCount: 12,
  };
};

const tea = category("tea", 1);
const coffee = category("coffee", 5);
const green = category("tea/green", 2, tea);
const black = category("tea/black", 3, tea);
const japanese = category("tea/green/japanese", 4, green);
const tree = [coffee, tea, black, green, japanese];

describe("categoryTrail", () => {
  it("gives the categories of a path from the root", () => {
    expect(categoryTrail(tree, "tea/green/japanese")).toEqual([tea, green, japanese]);
    expect(categoryTrail(tree, "/tea/")).toEqual([tea]);
  });

  it("is empty for the catalog itself and undefined for an unknown path", () => {
    expect(categoryTrail(tree, "")).toEqual([]);
    expect(categoryTrail(tree, "tea/purple")).toBeUndefined();
    expect(categoryTrail(tree, "green")).toBeUndefined();
  });
});

describe("childCategories", () => {
  it("lists the direct children in tree order", () => {
    expect(childCategories(tree, null)).toEqual([tea, coffee]);
    expect(childCategories(tree, tea)).toEqual([green, black]);
    expect(childCategories(tree, japanese)).toEqual([]);
  });
});
