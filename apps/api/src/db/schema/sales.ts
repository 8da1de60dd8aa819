import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { measures, priceTypes, products, productVariants } from "./catalog";

// User ids are plain integers here (no foreign key): the users table belongs to the auth module and
// carts/orders must outlive account changes. Money columns are numeric(12,2), see catalog.ts.

export const orderStatuses = pgTable("order_statuses", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  cssColor: text("css_color").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull(),
});

export const salesChannels = pgTable("sales_channels", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  senderName: text("sender_name").notNull(),
  senderEmail: text("sender_email").notNull(),
  managerEmail: text("manager_email").notNull(),
  publicDomain: text("public_domain").notNull(),
  ordersAccessRole: text("orders_access_role", { enum: ["ROLE_USER", "ROLE_STAFF", "ROLE_ADMIN"] })
    .notNull()
    .default("ROLE_STAFF"),
});

export const orderStatusSalesChannels = pgTable(
  "order_status_sales_channels",
  {
    orderStatusId: integer("order_status_id")
      .notNull()
      .references(() => orderStatuses.id, { onDelete: "cascade" }),
    salesChannelId: integer("sales_channel_id")
      .notNull()
      .references(() => salesChannels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.orderStatusId, t.salesChannelId] })],
);

export const tradingContracts = pgTable("trading_contracts", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
});

/** Which trading contract (and so which discount) applies to a customer. */
export const customerTradingContracts = pgTable("customer_trading_contracts", {
  userId: integer("user_id").primaryKey(),
  tradingContractId: integer("trading_contract_id")
    .notNull()
    .references(() => tradingContracts.id, { onDelete: "cascade" }),
});

/**
 * Carts get random ids (not a sequence): an anonymous cart is reachable by its id alone, so ids
 * must not be guessable by counting.
 */
export const carts = pgTable(
  "carts",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id"),
    currency: text("currency").notNull().default("RUB"),
    priceTypeId: integer("price_type_id")
      .notNull()
      .references(() => priceTypes.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carts_user_updated_idx").on(t.userId, t.updatedAt)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: bigint("cart_id", { mode: "number" })
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    measureId: integer("measure_id")
      .notNull()
      .references(() => measures.id),
    /** The variant of a product sold in variants (a line is product + variant + measure). */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    /** Thousandths of the measure (250 = 0.25 кг): exact, like money. */
    quantity: integer("quantity").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    unique("cart_items_line_unique").on(t.cartId, t.productId, t.measureId, t.variantId).nullsNotDistinct(),
  ],
);

/** Recipient of an order as entered at checkout. */
export interface OrderRecipient {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OrderAddress {
  city: string;
  street: string;
  house: string;
  apartment?: string | undefined;
  postcode: string;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: integer("user_id").notNull(),
    statusId: integer("status_id")
      .notNull()
      .references(() => orderStatuses.id),
    salesChannelId: integer("sales_channel_id").references(() => salesChannels.id, { onDelete: "set null" }),
    currency: text("currency").notNull().default("RUB"),
    recipient: jsonb("recipient").$type<OrderRecipient>().notNull(),
    deliveryMethod: text("delivery_method", { enum: ["pickup", "courier", "post"] }).notNull(),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddress>(),
    paymentMethod: text("payment_method", { enum: ["card-online", "card-on-delivery", "cash"] }).notNull(),
    comment: text("comment").notNull().default(""),
    itemsNumber: integer("items_number").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    discount: numeric("discount", { precision: 12, scale: 2 }).notNull(),
    deliveryAmount: numeric("delivery_amount", { precision: 12, scale: 2 }).notNull(),
    totalAmount: numeric("total_amount", { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_user_created_idx").on(t.userId, t.createdAt)],
);

/** An order line: a snapshot of the product and its price at checkout time. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productNumber: text("product_number").notNull(),
    productSlug: text("product_slug").notNull(),
    productTitle: text("product_title").notNull(),
    /** The variant sold, and its article and name at checkout time (kept when it is deleted). */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    variantNumber: text("variant_number"),
    variantTitle: text("variant_title"),
    measureId: integer("measure_id")
      .notNull()
      .references(() => measures.id),
    quantity: integer("quantity").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    discount: numeric("discount", { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
