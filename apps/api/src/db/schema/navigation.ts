import { type AnyPgColumn, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Menus of the session (`catalog`, `footer-info`, `footer-legal`). */
export const menus = pgTable("menus", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
});

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("menu_items_menu_idx").on(t.menuId, t.position)],
);
