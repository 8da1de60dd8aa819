import type { Category } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { categoryOptions, subtreeIds } from "../shared/category-options";
import { categoryCreateInput, categoryPatch, ROOT_PARENT } from "./category-values";

const category = (id: number, path: string, parent: number | null): Category =>
  ({
    id,
    path,
    slug: path.split("/").at(-1),
    title: path,
    depth: path.split("/").length - 1,
    parent: parent === null ? null : `/api/catalog/categories/${parent}`,
  }) as Category;
const tree = [category(1, "tea", null), category(2, "tea/green", 1), category(3, "tea-ware", null)];

describe("categories in the admin", () => {
  it("indents the picker's options by depth and keeps a section out of its own subtree", () => {
    expect(categoryOptions(tree).map((option) => option.label)).toEqual([
      "tea",
      "\u2003tea/green",
      "tea-ware",
    ]);
    // `tea-ware` starts with `tea` but is no subsection of it.
    expect([...subtreeIds(tree, tree[0] as Category)]).toEqual([1, 2]);
  });

  it("creates at the top level or under a parent, and patches a move or a rename only", () => {
    expect(categoryCreateInput({ title: " Матча ", slug: "", parent: ROOT_PARENT })).toEqual({
      title: "Матча",
      parent: null,
    });
    const green = tree[1] as Category;
    expect(categoryPatch(green, { title: "tea/green", slug: "green", parent: "3" })).toEqual({ parent: 3 });
    expect(categoryPatch(green, { title: "Зелёный", slug: "", parent: "1" })).toEqual({ title: "Зелёный" });
  });
});
