// Generated from the shop API's OpenAPI document (apps/api/src/client-types/client-types.ts) by
// openapi-typescript. Do not edit: change the API's route schemas and run
// `pnpm --filter @shop/api client-types`. A test fails while this file is stale.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness with the database reachable */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The API and its database answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description The database does not answer (problem document). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The category tree as a flat list in tree order */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    /** @description Parent id or IRI; `null` for roots. */
                    parent?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Categories. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CategoryCollection"];
                        "application/json": components["schemas"]["CategoryCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The category. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Category"];
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/categories-by-slug/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category by its slug path (`tea/green/chinese`; the path may contain slashes) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    path: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The category. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Category"];
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/address-redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a product's old slug or a category's old path leads now
         * @description A slug or path changed by staff keeps leading to its product or category (docs/contract.md, “Addresses that last”). 404 when the address never changed, or its product is off the shop.
         */
        get: {
            parameters: {
                query: {
                    kind: "product" | "category";
                    from: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The current address. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["AddressRedirect"];
                        "application/json": components["schemas"]["AddressRedirect"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products: category, search, filters, sorting, facets
         * @description Filters (docs/contract.md): `number`/`number[]`, `title[contains]`, `price[lt|lte|gt|gte|between]` (default measure's retail price, kopecks), `createdAt[before|after|strictly_before|strictly_after]`, `attributes.<code>[]=value`. Sorting: `sort[number|price|title|createdAt]=asc|desc`; search results are ordered by relevance unless sorted.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    /** @description Category path; includes descendants. */
                    category?: string;
                    search?: string;
                    facets?: "0" | "1" | "true" | "false";
                    "sort[number]"?: "asc" | "desc";
                    "sort[price]"?: "asc" | "desc";
                    "sort[title]"?: "asc" | "desc";
                    "sort[createdAt]"?: "asc" | "desc";
                    /** @description `card`: each member as a listing's card shows it (number, slug, title, the first image, prices, default measure), without description, attributes or category; `full` (the default): whole products. */
                    view?: "full" | "card";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products: whole, or as cards with `view=card`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": (components["schemas"]["ProductCollection"] & {
                            facets?: components["schemas"]["Facet"][];
                        }) | (components["schemas"]["ProductCardCollection"] & {
                            facets?: components["schemas"]["Facet"][];
                        });
                        "application/json": (components["schemas"]["ProductCollection"] & {
                            facets?: components["schemas"]["Facet"][];
                        }) | (components["schemas"]["ProductCardCollection"] & {
                            facets?: components["schemas"]["Facet"][];
                        });
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggestions while typing: up to 8 products and 4 categories
         * @description The text typed so far, read as `search=` of the product list is (the last word as a prefix, typos, the other keyboard layout, transliteration). Products by relevance with their default measure's retail price and first image; categories whose title matches, then those of the products found. An empty text answers empty lists.
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What to offer under the search box. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Suggestions"];
                        "application/json": components["schemas"]["Suggestions"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Product"];
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products-by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product by slug */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Product"];
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products-by-number/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product by its number */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    number: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Product"];
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/products/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts of one product in every locale */
        get: {
            parameters: {
                query?: {
                    /** @description Only this field. */
                    field?: "title" | "description";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The texts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["ProductTranslations"];
                        "application/json": components["schemas"]["ProductTranslations"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change texts of one product (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["ProductTranslationsPatch"];
                    "application/json": components["schemas"]["ProductTranslationsPatch"];
                };
            };
            responses: {
                /** @description All texts after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["ProductTranslations"];
                        "application/json": components["schemas"]["ProductTranslations"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/catalog/categories/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts of one category in every locale */
        get: {
            parameters: {
                query?: {
                    /** @description Only this field. */
                    field?: "title" | "description";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The texts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CategoryTranslations"];
                        "application/json": components["schemas"]["CategoryTranslations"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change texts of one category (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["CategoryTranslationsPatch"];
                    "application/json": components["schemas"]["CategoryTranslationsPatch"];
                };
            };
            responses: {
                /** @description All texts after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CategoryTranslations"];
                        "application/json": components["schemas"]["CategoryTranslations"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/catalog/admin/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a product's variants: articles, names, prices, availability, order (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["VariantsInput"];
                    "application/json": components["schemas"]["VariantsInput"];
                };
            };
            responses: {
                /** @description The product with its variants. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StaffProduct"];
                        "application/json": components["schemas"]["StaffProduct"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product, published or not (staff) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    /** @description A part of the number or the title. */
                    search?: string;
                    published?: "true" | "false";
                    /** @description A category's id: its products and its subcategories'. */
                    category?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products in number order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StaffProductCollection"];
                        "application/json": components["schemas"]["StaffProductCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a product (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["ProductCreate"];
                    "application/json": components["schemas"]["ProductCreate"];
                };
            };
            responses: {
                /** @description The product created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StaffProduct"];
                        "application/json": components["schemas"]["StaffProduct"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database does not answer. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The measures, price types and attribute values a product may have (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product editor's choices. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["ProductEditorReference"];
                        "application/json": components["schemas"]["ProductEditorReference"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product, published or not (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StaffProduct"];
                        "application/json": components["schemas"]["StaffProduct"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a product (staff); placed orders keep their lines */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a product: texts, category, attributes, prices, default measure, images' order, publication (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["ProductAdminPatch"];
                    "application/json": components["schemas"]["ProductAdminPatch"];
                };
            };
            responses: {
                /** @description The product after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StaffProduct"];
                        "application/json": components["schemas"]["StaffProduct"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/catalog/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image of a product (staff): added last, stored as webp */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP, AVIF or GIF by its bytes, whatever its name or declared type, at most 10 MiB (413 above; 415 for bytes of another format, SVG and TIFF included; 422 for a file that is not a readable image, over 50 Mpx (AVIF 16 Mpx) or 256 MiB decoded, or not decoded within 10 s). Images are decoded one at a time with 4 waiting: past them 503 with `Retry-After`. Stored as webp, at most 1600 px on its longer side.
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The product with the new image last. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StaffProduct"];
                        "application/json": components["schemas"]["StaffProduct"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database does not answer. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/image-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stage an image for a product being created (staff): attached by the creation that names it
         * @description The file is checked and stored as `POST …/products/{id}/images` does, then kept for 24 h: a creation (`POST /catalog/admin/products`, `images: [{ upload, alt }]`) attaches it; unattached, it is deleted after that.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP, AVIF or GIF by its bytes, whatever its name or declared type, at most 10 MiB (413 above; 415 for bytes of another format, SVG and TIFF included; 422 for a file that is not a readable image, over 50 Mpx (AVIF 16 Mpx) or 256 MiB decoded, or not decoded within 10 s). Images are decoded one at a time with 4 waiting: past them 503 with `Retry-After`. Stored as webp, at most 1600 px on its longer side.
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The staged image. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["StagedImage"];
                        "application/json": components["schemas"]["StagedImage"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database does not answer. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/product-bulk-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on many products at once (staff): move to a category, publish, unpublish, change prices by a percentage, delete. Starts a job and answers where to follow it
         * @description The action runs in the background as one transaction: every chosen product changes, or none (a refusal or a failure is the job's `problem`). It writes one audit log entry (`resource` `product-bulk`, `resource_id` the job's id) naming the action, the selection and the count, with each changed product's fields before and after. One job runs at a time: 409 while another does.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["ProductBulkAction"];
                    "application/json": components["schemas"]["ProductBulkAction"];
                };
            };
            responses: {
                /** @description The job, started; `Location` is its address. */
                202: {
                    headers: {
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["ProductBulkJob"];
                        "application/json": components["schemas"]["ProductBulkJob"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/product-bulk-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk action's state, progress and result (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["ProductBulkJob"];
                        "application/json": components["schemas"]["ProductBulkJob"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a category (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["CategoryCreate"];
                    "application/json": components["schemas"]["CategoryCreate"];
                };
            };
            responses: {
                /** @description The category created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Category"];
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category without subcategories and products (staff; 409 otherwise) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename or move a category (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["CategoryPatch"];
                    "application/json": components["schemas"]["CategoryPatch"];
                };
            };
            responses: {
                /** @description The category after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Category"];
                        "application/json": components["schemas"]["Category"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/catalog/admin/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of imports, newest first (staff)
         * @description Every import with who started, applied and undid it, its file and counts (`refusals` and `report` are the job's own answer's).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Imports. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CatalogImportCollection"];
                        "application/json": components["schemas"]["CatalogImportCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Import a YML file into the catalog (staff): starts a job and answers where to follow it */
        post: {
            parameters: {
                query?: {
                    /** @description The file's name, for a raw body. */
                    fileName?: string;
                    /** @description For a raw body: as the form's `preview`. */
                    preview?: "0" | "1" | "true" | "false";
                    /** @description For a raw body: as the form's `parent`. */
                    parent?: string;
                    /** @description Roubles per unit of a currency, for a raw body: as the form's `rates`. */
                    rates?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The YML file (at most 256 MiB): as a form's `file` field, or as the body itself (`application/xml`, `text/xml` or `application/octet-stream`). */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                        /**
                         * @description `1`: a preview first. Nothing is written: the job ends `previewed` with what the import would do (counts, refusals, report), its file kept until `POST …/{id}/apply` (or `…/cancel`, or 24 hours). Without it the import is applied at once (scripts, the shop's terminal). The admin panel always previews.
                         * @enum {string}
                         */
                        preview?: "0" | "1" | "true" | "false";
                        /**
                         * @description A category's id: the file's top-level categories (and the category of offers that name none) go under it instead of the catalog's top level.
                         * @example 12
                         */
                        parent?: string;
                        /**
                         * @description Roubles per unit of the file's other currencies, `USD=92.5, EUR=100.2`: used over the file's own `<currency rate>`, and needed where the file names a bank's rate (CBRF, NBU, CB). A price is converted exactly, with the file's `plus`.
                         * @example USD=92.5, EUR=100.2
                         */
                        rates?: string;
                    };
                    "application/xml": string;
                };
            };
            responses: {
                /** @description The job, started; `Location` is its address. */
                202: {
                    headers: {
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CatalogImport"];
                        "application/json": components["schemas"]["CatalogImport"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's state, progress and result (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CatalogImport"];
                        "application/json": components["schemas"]["CatalogImport"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/imports/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a previewed import (staff): it runs again, now writing
         * @description The job must be `previewed`; it runs with what its preview was asked with (file, rates, parent category), the caller as its actor (`appliedBy`). 409 when it was applied or cancelled already, or another import runs.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CatalogImport"];
                        "application/json": components["schemas"]["CatalogImport"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a previewed import (staff): nothing is written, its file is deleted
         * @description The job stays in the history as `cancelled`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CatalogImport"];
                        "application/json": components["schemas"]["CatalogImport"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo an applied import as a whole (staff)
         * @description In one transaction with one audit entry (`catalog-import`, `undo`): the products it created are deleted (or unpublished when ordered or changed since), the fields it changed are put back unless changed since, the categories it created are deleted once empty and those it renamed get their titles back. What was left and why is the job's `undo`. 409 unless the job is `finished` and not undone yet, or while another import runs.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CatalogImport"];
                        "application/json": components["schemas"]["CatalogImport"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/admin/imports/{id}/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import's report as a CSV file (staff)
         * @description One row per line of the report (its kind, line, id, name, reason, server and count of pictures, and how to fix it), grouped as `report`; UTF-8 with a byte order mark, `;` between fields, as spreadsheets in Russia open it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many category and product pages there are, in pages of a sitemap index */
        get: {
            parameters: {
                query?: {
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sitemap's pages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Sitemap"];
                        "application/json": components["schemas"]["Sitemap"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category paths with their last change, in id order (keyset pages) */
        get: {
            parameters: {
                query?: {
                    /** @description Entries with an id above this one (the last id of the previous chunk). */
                    after?: number | null;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A chunk of entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CategorySitemapEntries"];
                        "application/json": components["schemas"]["CategorySitemapEntries"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product slugs with their last change, in id order (keyset pages) */
        get: {
            parameters: {
                query?: {
                    /** @description Entries with an id above this one (the last id of the previous chunk). */
                    after?: number | null;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A chunk of entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["ProductSitemapEntries"];
                        "application/json": components["schemas"]["ProductSitemapEntries"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The head of the marketplace feed: catalog version, newest change, category tree */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feed's head. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MarketFeed"];
                        "application/json": components["schemas"]["MarketFeed"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/market/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products on sale as feed offers, in id order (keyset pages) */
        get: {
            parameters: {
                query?: {
                    /** @description Offers with an id above this one (the last id of the previous chunk). */
                    after?: number | null;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A chunk of offers. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MarketFeedOffers"];
                        "application/json": components["schemas"]["MarketFeedOffers"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/carts/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a cart of the caller with these lines (0 quantities are left out) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["CartAddInput"];
                    "application/json": components["schemas"]["CartAddInput"];
                };
            };
            responses: {
                /** @description The new cart, priced by the server. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/carts/{id}/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set lines of a cart: each named line gets the quantity sent, 0 removes it, other lines stay */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["CartAddInput"];
                    "application/json": components["schemas"]["CartAddInput"];
                };
            };
            responses: {
                /** @description The cart. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cart of the caller, priced now */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Replace all lines of a cart (an extension: the storefront saves with the /add calls) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["CartInput"];
                    "application/json": components["schemas"]["CartInput"];
                };
            };
            responses: {
                /** @description The cart. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Same as PUT: a merge patch replaces the items array */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["CartInput"];
                    "application/json": components["schemas"]["CartInput"];
                };
            };
            responses: {
                /** @description The cart. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/carts/repeat-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new cart with the lines of an order at today's prices */
        post: {
            parameters: {
                query: {
                    /** @description Order id or IRI. */
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new cart. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/carts/{id}/repeat-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Add the lines of an order to a cart at today's prices */
        patch: {
            parameters: {
                query: {
                    /** @description Order id or IRI. */
                    orderId: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/carts/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a cart without storing it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["CartInput"];
                    "application/json": components["schemas"]["CartInput"];
                };
            };
            responses: {
                /** @description The priced cart (`id` null). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Cart"];
                        "application/json": components["schemas"]["Cart"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete any cart (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's orders, newest first (staff: all orders of their sales channels)
         * @description Filters: `status.code`, `number` (exact) or `number[contains]` (part of the number), `createdAt[after|before|strictly_after|strictly_before]` (ISO 8601 date or time; `after`/`before` include the bound). Sorting: `sort[createdAt]` or `sort[number]`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    "status.code"?: string;
                    number?: string;
                    "number[contains]"?: string;
                    "createdAt[after]"?: string;
                    "createdAt[before]"?: string;
                    "createdAt[strictly_after]"?: string;
                    "createdAt[strictly_before]"?: string;
                    "sort[createdAt]"?: "asc" | "desc";
                    "sort[number]"?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Orders. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderCollection"];
                        "application/json": components["schemas"]["OrderCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Checkout: turn the caller's cart into an order
         * @description Requires `Idempotency-Key`: a retry with the same key gets the same order (`Idempotent-Replayed: true`). Prices are recomputed; when the total differs from `expectedTotalAmount` the answer is 409 `/api/problems/price-changed` with the fresh `cart` and `totals`, and nothing is written. Delivery: pickup 0, courier 300 ₽ (free from 3 000 ₽ after discount), post 350 ₽.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["Checkout"];
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            responses: {
                /** @description The order. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Order"];
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the caller */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Order"];
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/orders-by-slug/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of the caller by its number (the slug of /my/purchases/{slug}) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    number: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Order"];
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an order (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an order's status, recipient or comment (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["OrderPatch"];
                    "application/json": components["schemas"]["OrderPatch"];
                };
            };
            responses: {
                /** @description The order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Order"];
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/order-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order statuses in position order (public) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Statuses. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatusCollection"];
                        "application/json": components["schemas"]["OrderStatusCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/order-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order statuses (staff) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Statuses. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatusCollection"];
                        "application/json": components["schemas"]["OrderStatusCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create an order status (staff); `default: true` makes it the only default */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["OrderStatusInput"];
                    "application/json": components["schemas"]["OrderStatusInput"];
                };
            };
            responses: {
                /** @description The new status. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatus"];
                        "application/json": components["schemas"]["OrderStatus"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/order-statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order status (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The status. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatus"];
                        "application/json": components["schemas"]["OrderStatus"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/order-statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order status (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The status. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatus"];
                        "application/json": components["schemas"]["OrderStatus"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an order status no order uses and that is not the default (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an order status (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["OrderStatusPatch"];
                    "application/json": components["schemas"]["OrderStatusPatch"];
                };
            };
            responses: {
                /** @description The status. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatus"];
                        "application/json": components["schemas"]["OrderStatus"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/order-statuses-by-code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order status by code (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The status. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatus"];
                        "application/json": components["schemas"]["OrderStatus"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/order-statuses/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a status up or down the list by `number` places (staff) */
        patch: {
            parameters: {
                query: {
                    direction: "up" | "down";
                    number?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All statuses in their new order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatusCollection"];
                        "application/json": components["schemas"]["OrderStatusCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/admin/order-statuses/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts of one orderstatus in every locale (staff) */
        get: {
            parameters: {
                query?: {
                    /** @description Only this field. */
                    field?: "title";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The texts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatusTranslations"];
                        "application/json": components["schemas"]["OrderStatusTranslations"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change texts of one orderstatus (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["OrderStatusTranslationsPatch"];
                    "application/json": components["schemas"]["OrderStatusTranslationsPatch"];
                };
            };
            responses: {
                /** @description All texts after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["OrderStatusTranslations"];
                        "application/json": components["schemas"]["OrderStatusTranslations"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/admin/sales-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales channels (staff) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Channels. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["SalesChannelCollection"];
                        "application/json": components["schemas"]["SalesChannelCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a sales channel (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["SalesChannelInput"];
                    "application/json": components["schemas"]["SalesChannelInput"];
                };
            };
            responses: {
                /** @description The channel. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["SalesChannel"];
                        "application/json": components["schemas"]["SalesChannel"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/sales-channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sales channel (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The channel. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["SalesChannel"];
                        "application/json": components["schemas"]["SalesChannel"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a sales channel without orders (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a sales channel (staff) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["SalesChannelPatch"];
                    "application/json": components["schemas"]["SalesChannelPatch"];
                };
            };
            responses: {
                /** @description The channel. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["SalesChannel"];
                        "application/json": components["schemas"]["SalesChannel"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/trading-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trading contracts (public) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Contracts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TradingContractCollection"];
                        "application/json": components["schemas"]["TradingContractCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/trading-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trading contracts (staff) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Contracts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TradingContractCollection"];
                        "application/json": components["schemas"]["TradingContractCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a trading contract (staff; above the staff discount limit, administrators)
         * @description A discount above the shop's staff limit (setting `staffDiscountLimitPercent`, default 30 %) is refused to staff with 403 `operation-denied`; administrators give any discount up to 100 %.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["TradingContractInput"];
                    "application/json": components["schemas"]["TradingContractInput"];
                };
            };
            responses: {
                /** @description The contract. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TradingContract"];
                        "application/json": components["schemas"]["TradingContract"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/trading-contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One trading contract (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contract. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TradingContract"];
                        "application/json": components["schemas"]["TradingContract"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/admin/trading-contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One trading contract (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contract. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TradingContract"];
                        "application/json": components["schemas"]["TradingContract"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a trading contract no customer has (staff) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a trading contract (staff); not the one the caller's own account holds (403)
         * @description Raising the discount above the shop's staff limit (setting `staffDiscountLimitPercent`, default 30 %) is refused to staff with 403 `operation-denied`; administrators give any discount up to 100 %.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["TradingContractPatch"];
                    "application/json": components["schemas"]["TradingContractPatch"];
                };
            };
            responses: {
                /** @description The contract. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TradingContract"];
                        "application/json": components["schemas"]["TradingContract"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/core/admin/intl/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country list */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CountryCollection"];
                        "application/json": components["schemas"]["CountryCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One country */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["IntlEntry"];
                        "application/json": components["schemas"]["IntlEntry"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currency list */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["CurrencyCollection"];
                        "application/json": components["schemas"]["CurrencyCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/currencies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One currency */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["IntlEntry"];
                        "application/json": components["schemas"]["IntlEntry"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Language list */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["LanguageCollection"];
                        "application/json": components["schemas"]["LanguageCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/languages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["IntlEntry"];
                        "application/json": components["schemas"]["IntlEntry"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Locale list */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["LocaleCollection"];
                        "application/json": components["schemas"]["LocaleCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/locales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One locale */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["IntlEntry"];
                        "application/json": components["schemas"]["IntlEntry"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Timezone list */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["TimezoneCollection"];
                        "application/json": components["schemas"]["TimezoneCollection"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/intl/timezones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One timezone */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["IntlEntry"];
                        "application/json": components["schemas"]["IntlEntry"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/session/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the storefront loads at start (anonymous callers too)
         * @description `cart` is the signed-in customer's most recently updated cart (null for anonymous callers, who keep their cart id themselves). `application.adminPanel` is true only for staff who ask for it with `?application=admin-panel`.
         */
        get: {
            parameters: {
                query?: {
                    application?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["Session"];
                        "application/json": components["schemas"]["Session"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/products/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product image (webp): made locally from the product's number, or uploaded by staff
         * @description An unpublished product's images are 404 to anyone but staff (and answered to staff `Cache-Control: private, no-store`), as for a product that does not exist.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/icons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's icons as one SVG sprite of <symbol> elements (public, cacheable)
         * @description `?icons=cart,leaf` answers those icons, each a `<symbol>` whose id is its name, to be drawn with `<use href="/api/core/icons?icons=cart,leaf#leaf">`; without `icons`, the whole set. A name not in the set is drawn as the `section` icon under its own id (a catalog section staff added has no icon of its own yet). Strong ETag; 304 to `If-None-Match`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated icon names. */
                    icons?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sprite. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description The sprite the client has is current. */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the token stops working
         * @description Ends the session of the Bearer token the request carries: the token stops working before it expires; other devices stay signed in (`POST /user/profile/logout-everywhere` ends them all). A token already refused is a 401.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Returns a JWT valid 24 hours, or 365 days with `rememberMe`, and a device token. After 10 failed attempts for an account, or 30 from one IP address, in 15 minutes: 429 with `Retry-After` (a successful sign-in clears the account's count). A client that sends the device token of an earlier sign-in to the same account has its failures counted on their own (10 in 15 minutes), apart from the account's: guesses from elsewhere never lock out a browser its owner has signed in with. An account whose registration is not confirmed yet answers 403 `/api/problems/account-not-confirmed` (only when the password is right).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The `deviceToken` of an earlier sign-in of this client. One that is expired, garbled or of another account counts as none. */
                    "device-token"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["Login"];
                    "application/json": components["schemas"]["Login"];
                };
            };
            responses: {
                /** @description Signed in. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["SignedIn"];
                        "application/json": components["schemas"]["SignedIn"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a customer account
         * @description Creates an unconfirmed account and mails it a 6-digit code (valid 30 minutes, 5 attempts). The answer is the same whether or not the email is registered: an existing account gets a notice mail instead. Registering an unconfirmed address again replaces its details and code; with another password than before, the account keeps no password (the owner sets one by `password-recovery` after confirming), so nobody but the owner chooses the password of the address they confirm. 403 when the public setting `registrationEnabled` is false. At most 5 mails per address and 20 requests per IP address an hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["Registration"];
                    "application/json": components["schemas"]["Registration"];
                };
            };
            responses: {
                /** @description Registration started; a code was mailed. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MessageResponse"];
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/users-by-email/{email}/confirm-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Confirm a registration with the mailed code
         * @description When the address was registered again with another password before this confirmation, the account is confirmed without a password and the message says to set one through password recovery.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["RegistrationConfirmation"];
                    "application/json": components["schemas"]["RegistrationConfirmation"];
                };
            };
            responses: {
                /** @description The account is confirmed; the customer may sign in. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MessageResponse"];
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/users-by-email/{email}/password-recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mail a code for setting a new password
         * @description The same answer for unknown emails. The code serves both `password-recovery/confirm` and `create-password`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/merge-patch+json": components["schemas"]["EmptyBody"];
                    "application/json": components["schemas"]["EmptyBody"];
                };
            };
            responses: {
                /** @description A code was mailed if the account exists. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MessageResponse"];
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/users-by-email/{email}/password-recovery/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a new password with the mailed code
         * @description Also confirms an unconfirmed account (the code proves the address). Signs out other devices.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["PasswordWithCode"];
                    "application/json": components["schemas"]["PasswordWithCode"];
                };
            };
            responses: {
                /** @description The password is changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MessageResponse"];
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/users-by-email/{email}/create-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a first password with the mailed code
         * @description For accounts created without a password (the code comes from `password-recovery`).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["PasswordWithCode"];
                    "application/json": components["schemas"]["PasswordWithCode"];
                };
            };
            responses: {
                /** @description The password is set. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MessageResponse"];
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in customer's profile. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["UserProfile"];
                        "application/json": components["schemas"]["UserProfile"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit name, last name and phone */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["UserProfilePatch"];
                    "application/json": components["schemas"]["UserProfilePatch"];
                };
            };
            responses: {
                /** @description The signed-in customer's profile. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["UserProfile"];
                        "application/json": components["schemas"]["UserProfile"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/profile/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start changing the email: a code is mailed to the new address
         * @description Needs the current password (a wrong one is a 422 on `password`, never a 401, which would sign the customer out). When the new address belongs to another account, that address gets a notice instead of a code and the answer is the same.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/ld+json": components["schemas"]["ChangeEmail"];
                    "application/json": components["schemas"]["ChangeEmail"];
                };
            };
            responses: {
                /** @description A code was mailed to the new address. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["MessageResponse"];
                        "application/json": components["schemas"]["MessageResponse"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile/change-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Finish changing the email with the mailed code */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["ChangeEmailConfirmation"];
                    "application/json": components["schemas"]["ChangeEmailConfirmation"];
                };
            };
            responses: {
                /** @description The signed-in customer's profile. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["UserProfile"];
                        "application/json": components["schemas"]["UserProfile"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/profile/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the password (needs the current one)
         * @description A wrong current password is a 422 on `currentPassword`. Other devices are signed out; the answer carries a new token for this one.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["ChangePassword"];
                    "application/json": components["schemas"]["ChangePassword"];
                };
            };
            responses: {
                /** @description The password is changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["PasswordChanged"];
                        "application/json": components["schemas"]["PasswordChanged"];
                    };
                };
                /** @description Malformed JSON or a malformed header. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than 1 MiB. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unsupported request body type. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests: see `Retry-After`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/user/profile/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out on every device
         * @description Every token of the account issued until now stops working, the one this request carries too.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out everywhere. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, by id (staff) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    /** @description Part of the email, name or last name (case-insensitive). */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accounts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["AdminUserCollection"];
                        "application/json": components["schemas"]["AdminUserCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["AdminUser"];
                        "application/json": components["schemas"]["AdminUser"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Assign a trading contract to a customer's account, or change an account's roles (administrators)
         * @description The contract's discount applies from the next cart calculation on; orders already placed keep theirs. Roles apply from the account's next request. Staff changing contracts or roles, anybody changing their own account's contract or roles, a contract for a staff or administrator account, and staff roles for an account that holds a contract get 403 `operation-denied`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/merge-patch+json": components["schemas"]["AdminUserPatch"];
                    "application/json": components["schemas"]["AdminUserPatch"];
                };
            };
            responses: {
                /** @description The account after the change. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["AdminUser"];
                        "application/json": components["schemas"]["AdminUser"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/core/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings of the shop */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The public settings. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["PublicSettings"];
                        "application/json": components["schemas"]["PublicSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes made through the admin API, newest first unless `sort[at]=asc` (admins)
         * @description Every change of the admin write routes (catalog prices and texts, accounts' roles and contracts, order statuses, sales channels, trading contracts, orders, carts) and of YML imports (an entry per product, naming its import), recorded in the transaction of the change. Filters: `resource`, `resourceId`, `actor` (account id or IRI), `actor.email[contains]` (a part of the actor's email), `import` (an import's id or IRI).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    itemsPerPage?: number;
                    resource?: "cart" | "catalog-import" | "category" | "order" | "order-status" | "product" | "product-bulk" | "sales-channel" | "trading-contract" | "user";
                    resourceId?: string;
                    /** @description The actor's id or IRI. */
                    actor?: string;
                    /** @description A part of the actor's email, case-insensitive. */
                    "actor.email[contains]"?: string;
                    /** @description Only the changes of this YML import: its id or IRI. */
                    import?: string;
                    /** @description Newest first by default. */
                    "sort[at]"?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["AuditEntryCollection"];
                        "application/json": components["schemas"]["AuditEntryCollection"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/audit-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry of the audit log (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entry. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["AuditEntry"];
                        "application/json": components["schemas"]["AuditEntry"];
                    };
                };
                /** @description No valid Bearer token. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Forbidden, or the operation is denied. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail the shop sent (development only)
         * @description The last 50 messages of the outbox, newest first, so registration and recovery codes can be read without a mail server. Not served when NODE_ENV=production.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only mail to this address (case-insensitive). */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Messages, newest first. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/ld+json": components["schemas"]["DevMailbox"];
                        "application/json": components["schemas"]["DevMailbox"];
                    };
                };
                /** @description Invalid input: `violations` name the fields. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @example 0.1.0 */
            version: string;
            /** @enum {string} */
            database: "up";
        };
        CategoryCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["Category"][];
            totalItems: number;
        };
        Category: {
            "@id": string;
            /** @enum {string} */
            "@type": "Category";
            id: number;
            /** @example chinese */
            slug: string;
            /** @example tea/green/chinese */
            path: string;
            title: string;
            description: string | null;
            /** @example /api/catalog/categories/2 */
            parent: string | null;
            depth: number;
            position: number;
            productCount: number;
        };
        /** @description RFC 9457 problem details (`application/problem+json`). */
        Problem: {
            /** @example about:blank */
            type: string;
            /** @example Unprocessable Content */
            title: string;
            /** @example 422 */
            status: number;
            detail?: string;
            violations?: {
                propertyPath: string;
                message: string;
                code?: string;
            }[];
        };
        /** @description Where an old product slug or category path leads now: answer it with a 308 to `to`. */
        AddressRedirect: {
            /** @enum {string} */
            "@type": "AddressRedirect";
            /** @enum {string} */
            kind: "product" | "category";
            /** @example tea/green */
            from: string;
            /**
             * @description The page's current address.
             * @example /catalog/tea/zelenyy
             */
            to: string;
        };
        Product: {
            "@id": string;
            /** @enum {string} */
            "@type": "Product";
            id: number;
            /** @example 100245 */
            number: string;
            slug: string;
            title: string;
            /** @description Plain text (no tag; its line breaks are the text's), or safe HTML of `p`, `br`, `ul`, `ol`, `li`, `strong`, `em` without attributes (text escaped), as every write stores it. */
            description: string;
            images: {
                path: string;
                width: number;
                height: number;
                alt: string;
            }[];
            category: {
                "@id": string;
                id: number;
                slug: string;
                path: string;
                title: string;
            };
            categoryPath: {
                slug: string;
                path: string;
                title: string;
            }[];
            attributes: {
                code: string;
                title: string;
                value: string;
                valueTitle: string;
            }[];
            prices: {
                measure: components["schemas"]["Measure"];
                /** @example retail */
                priceType: string;
                /** @example RUB */
                currency: string;
                /**
                 * @description Minor units (kopecks).
                 * @example 12990
                 */
                price: number;
                /**
                 * @description The “was” price shown crossed out beside `price` (kopecks), only when above it.
                 * @example 15990
                 */
                compareAtPrice?: number;
            }[];
            defaultMeasure: components["schemas"]["MeasureCode"];
            /** @description The forms the product is sold in (packs of 50, 100, 250 g), in their order; empty for a product sold in its measures. A product with variants is sold through them alone, each counted in `defaultMeasure` (`pcs` or `pack`): a cart line names its variant. Its own price in `defaultMeasure` is its cheapest available variant's (lists show it as “from …”), and it has none when no variant is available. */
            variants: components["schemas"]["ProductVariant"][];
            createdAt: string;
            /** @description Only in a staff member's answer (staff read drafts at the public paths too, `Cache-Control: private, no-store`): whether the shop shows the product; `false` is a draft or a product taken off the shop, which anyone else gets 404 for. */
            published?: boolean;
        };
        Measure: {
            id: number;
            code: components["schemas"]["MeasureCode"];
            /** @example кг */
            title: string;
            /** @example 0.1 */
            step: number;
        };
        /**
         * @example kg
         * @enum {string}
         */
        MeasureCode: "pcs" | "kg" | "pack";
        ProductVariant: {
            id: number;
            /**
             * @description The variant's article (SKU), unique.
             * @example 100245-100
             */
            number: string;
            /** @example 100 г */
            title: string;
            /**
             * @description Kopecks per unit of the product's default measure, retail.
             * @example 35000
             */
            price: number;
            /** @description The “was” price shown crossed out beside `price` (kopecks), only when above it. */
            compareAtPrice?: number;
            /** @description Whether it can be bought now (in stock). */
            available: boolean;
        };
        Facet: {
            code: string;
            title: string;
            values: {
                value: string;
                title: string;
                count: number;
            }[];
        };
        ProductCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["Product"][];
            totalItems: number;
        };
        ProductCard: {
            "@id": string;
            /** @enum {string} */
            "@type": "Product";
            id: number;
            /** @example 100245 */
            number: string;
            slug: string;
            title: string;
            prices: {
                measure: components["schemas"]["Measure"];
                /** @example retail */
                priceType: string;
                /** @example RUB */
                currency: string;
                /**
                 * @description Minor units (kopecks).
                 * @example 12990
                 */
                price: number;
                /**
                 * @description The “was” price shown crossed out beside `price` (kopecks), only when above it.
                 * @example 15990
                 */
                compareAtPrice?: number;
            }[];
            defaultMeasure: components["schemas"]["MeasureCode"];
            /** @description The first image, if any. */
            images: {
                path: string;
                width: number;
                height: number;
                alt: string;
            }[];
        };
        ProductCardCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["ProductCard"][];
            totalItems: number;
        };
        Suggestions: {
            /** @enum {string} */
            "@type": "Suggestions";
            products: {
                number: string;
                slug: string;
                title: string;
                /** @description Default measure's retail price, kopecks. */
                price: number | null;
                /** @example kg */
                measure: string;
                thumbnail: {
                    path: string;
                    width: number;
                    height: number;
                    alt: string;
                } | null;
            }[];
            categories: {
                "@id": string;
                slug: string;
                path: string;
                title: string;
            }[];
        };
        /** @description Texts per locale and field. `ru` holds the item's own texts; a field missing in another locale is answered in `ru`. */
        ProductTranslations: {
            /**
             * @example {
             *       "ru": {
             *         "title": "Сенча"
             *       },
             *       "en-US": {
             *         "title": "Sencha"
             *       }
             *     }
             */
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        /** @description Changed texts per locale and field (title, description); `null` removes a translation. Unknown locales and fields are 422. */
        ProductTranslationsPatch: {
            translations: {
                ru?: {
                    title?: string;
                    description?: string | null;
                };
                "en-US"?: {
                    title?: string | null;
                    description?: string | null;
                };
            };
        };
        /** @description Texts per locale and field. `ru` holds the item's own texts; a field missing in another locale is answered in `ru`. */
        CategoryTranslations: {
            /**
             * @example {
             *       "ru": {
             *         "title": "Сенча"
             *       },
             *       "en-US": {
             *         "title": "Sencha"
             *       }
             *     }
             */
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        /** @description Changed texts per locale and field (title, description); `null` removes a translation. Unknown locales and fields are 422. */
        CategoryTranslationsPatch: {
            translations: {
                ru?: {
                    title?: string;
                    description?: string | null;
                };
                "en-US"?: {
                    title?: string | null;
                    description?: string | null;
                };
            };
        };
        StaffProduct: components["schemas"]["Product"] & {
            /** @description Whether the shop shows the product. */
            published: boolean;
        };
        /** @description Every variant of the product in its order: those with an `id` are changed, the others created, and the product's variants left out are deleted (an empty list sells the product in its measures again). */
        VariantsInput: {
            variants: {
                /** @description A variant of the product to change; left out, a new one. */
                id?: number;
                /**
                 * @description The variant's article (SKU): unique among products and variants, at most 64 characters.
                 * @example 100245-100
                 */
                number: string;
                /** @example 100 г */
                title: string;
                /** @description Kopecks. */
                price: number;
                /** @description A was-price above `price` (kopecks), or `null`. */
                compareAtPrice?: number | null;
                /** @default true */
                available?: boolean;
            }[];
        };
        StaffProductCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["StaffProduct"][];
            totalItems: number;
        };
        /** @description The codes a product's fields take: measures (`defaultMeasure`, `prices.<type>.<measure>`), price types and attributes with their values (`attributes.<code>`), in the shop's order. */
        ProductEditorReference: {
            measures: {
                code: components["schemas"]["MeasureCode"];
                title: string;
            }[];
            priceTypes: {
                code: string;
                title: string;
                isDefault: boolean;
            }[];
            attributes: {
                code: string;
                title: string;
                values: {
                    value: string;
                    title: string;
                }[];
                /**
                 * @description Ids of the top-level sections whose products in the shop carry this attribute, in the tree's order: the editor offers it for a product under one of them (docs/storefront/admin-panel.md). Empty: no product in the shop carries it yet.
                 * @example [
                 *       1,
                 *       7
                 *     ]
                 */
                sections: number[];
            }[];
        };
        /** @description A new product (staff), with the photos staged for it. */
        ProductCreate: {
            /**
             * @description The product number, the shop's article as written (any script, spaces, punctuation): unique, at most 64 characters, no control characters, no space at either end.
             * @example 100245
             */
            number: string;
            /** @example Улун молочный */
            title: string;
            /** @description Plain text, or HTML: paragraphs, line breaks, lists and emphasis are kept (`b`, `i` as `strong`, `em`; headings as paragraphs), every other tag and attribute is removed, scripts and styles with their content. */
            description?: string;
            /** @description The product page's address: unique. Made from the title when left out. */
            slug?: string;
            /**
             * @description The category's id or IRI.
             * @example /api/catalog/categories/3
             */
            category: number | string;
            /**
             * @description Attribute code → value code; `null` takes the attribute's value away.
             * @example {
             *       "origin": "china",
             *       "tea-kind": "oolong"
             *     }
             */
            attributes?: {
                [key: string]: string | null;
            };
            /**
             * @description Price type code → measure code → price. Only the named prices change; the rest stay as they are.
             * @example {
             *       "retail": {
             *         "kg": 159000,
             *         "pack": 18900
             *       },
             *       "wholesale": {
             *         "pack": null
             *       }
             *     }
             */
            prices?: {
                [key: string]: {
                    [key: string]: number | null;
                };
            };
            /**
             * @description Was-prices, shown struck through beside the price: price type code → measure code → kopecks. Each must be above its price, which must exist after the change (422 otherwise); `null` takes one away. A price changed on its own may pass its was-price: the shop then stops showing it, and staff see it gone from the product's prices.
             * @example {
             *       "retail": {
             *         "kg": 189000
             *       }
             *     }
             */
            compareAtPrices?: {
                [key: string]: {
                    [key: string]: number | null;
                };
            };
            /**
             * @description A measure code.
             * @example kg
             */
            defaultMeasure: string;
            /** @description `false` takes the product off the shop (catalog, search, its page, sitemap, feed; carts answer it as unavailable) without deleting it; staff still open its page. A new product is a draft (`false`) unless it says `true`. */
            published?: boolean;
            /** @description The product's photos in order: images staged by `POST /catalog/admin/image-uploads` while the form was filled, each attached once (422 at `images.{index}` for one that is not there: attached already, or swept 24 h after its upload). A refused creation leaves them staged. */
            images?: {
                /** @description A staged image's id, from `POST /catalog/admin/image-uploads`. */
                upload: string;
                /**
                 * @description The photo's alt text (the product page's `<img alt>`): what it shows, for those who do not see it. Empty: the product's title, which it then follows when the title changes.
                 * @example Скрученный лист улуна крупным планом
                 */
                alt?: string;
            }[];
        };
        /** @description What staff may change about a product (a JSON merge patch). Carts are priced when read, so the next cart answer shows a new price; a checkout that expected the old total answers 409 `price-changed`. */
        ProductAdminPatch: {
            /**
             * @description The product number, the shop's article as written (any script, spaces, punctuation): unique, at most 64 characters, no control characters, no space at either end.
             * @example 100245
             */
            number?: string;
            /** @example Улун молочный */
            title?: string;
            /** @description Plain text, or HTML: paragraphs, line breaks, lists and emphasis are kept (`b`, `i` as `strong`, `em`; headings as paragraphs), every other tag and attribute is removed, scripts and styles with their content. */
            description?: string;
            /** @description The page's address. It stays when the title changes; `null` makes a new one from the title. */
            slug?: string | null;
            /**
             * @description The category's id or IRI.
             * @example /api/catalog/categories/3
             */
            category?: number | string;
            /**
             * @description Attribute code → value code; `null` takes the attribute's value away.
             * @example {
             *       "origin": "china",
             *       "tea-kind": "oolong"
             *     }
             */
            attributes?: {
                [key: string]: string | null;
            };
            /**
             * @description Price type code → measure code → price. Only the named prices change; the rest stay as they are.
             * @example {
             *       "retail": {
             *         "kg": 159000,
             *         "pack": 18900
             *       },
             *       "wholesale": {
             *         "pack": null
             *       }
             *     }
             */
            prices?: {
                [key: string]: {
                    [key: string]: number | null;
                };
            };
            /**
             * @description Was-prices, shown struck through beside the price: price type code → measure code → kopecks. Each must be above its price, which must exist after the change (422 otherwise); `null` takes one away. A price changed on its own may pass its was-price: the shop then stops showing it, and staff see it gone from the product's prices.
             * @example {
             *       "retail": {
             *         "kg": 189000
             *       }
             *     }
             */
            compareAtPrices?: {
                [key: string]: {
                    [key: string]: number | null;
                };
            };
            /**
             * @description A measure code.
             * @example kg
             */
            defaultMeasure?: string;
            /** @description `false` takes the product off the shop (catalog, search, its page, sitemap, feed; carts answer it as unavailable) without deleting it; staff still open its page. A new product is a draft (`false`) unless it says `true`. */
            published?: boolean;
            /** @description The product's images in their new order, each its path, or `{ path, alt }` to change its alt text too; an image left out is removed. Uploads: `POST …/images`. */
            images?: (string | {
                path: string;
                /**
                 * @description The photo's alt text (the product page's `<img alt>`): what it shows, for those who do not see it. Empty: the product's title, which it then follows when the title changes.
                 * @example Скрученный лист улуна крупным планом
                 */
                alt?: string;
            })[];
        };
        /** @description An image stored for a product not created yet; deleted 24 h after its upload unless a creation attaches it. */
        StagedImage: {
            /** @description The id to name in `images` of `POST /catalog/admin/products`. */
            upload: string;
            width: number;
            height: number;
        };
        ProductBulkJob: {
            /** @example /api/catalog/admin/product-bulk-jobs/7 */
            "@id": string;
            id: number;
            /** @enum {string} */
            action: "move" | "publish" | "unpublish" | "change-prices" | "delete";
            /** @enum {string} */
            status: "running" | "finished" | "failed";
            selection: components["schemas"]["ProductBulkSelection"];
            /** @description The move's `category`, the price change's `percent` (`"-10.00"`). */
            parameters: {
                category?: number;
                percent?: string;
            };
            progress: {
                /** @description Products gone through so far (committed all at once at the end). */
                done: number;
                /** @description Products the selection held; known once read. */
                total: number | null;
            };
            /** @description Products the finished job changed; the others already were as asked (null until it finished). */
            changed: number | null;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description Why a failed job failed: 422 a refusal (nothing selected, too many products, an unknown category, a price out of range), 500 a failure; either way no product changed. */
            problem: {
                status: number;
                detail: string;
                violations?: {
                    propertyPath: string;
                    message: string;
                    code?: string;
                }[];
            } | null;
        };
        /** @description The products to act on: `ids` (at most 1000; an unknown id is skipped), or `filter`: every product that matches it when the job runs ("all that match" is sent as the filter, never as ids read beforehand). At most 10000 products a job: 422 otherwise, nothing changed. */
        ProductBulkSelection: {
            ids: number[];
        } | {
            filter: components["schemas"]["ProductBulkFilter"];
        };
        /** @description The filters of `GET /catalog/admin/products` (its `search`, `category`, `published`). */
        ProductBulkFilter: {
            /** @description A part of the number or the title. */
            search?: string;
            /** @description A category's id: its products and its subcategories'. */
            category?: number;
            published?: boolean;
        };
        ProductBulkAction: {
            /** @enum {string} */
            action: "move";
            selection: components["schemas"]["ProductBulkSelection"];
            /** @description The id of the category the products move to. */
            category: number;
        } | {
            /** @enum {string} */
            action: "publish";
            selection: components["schemas"]["ProductBulkSelection"];
        } | {
            /** @enum {string} */
            action: "unpublish";
            selection: components["schemas"]["ProductBulkSelection"];
        } | {
            /** @enum {string} */
            action: "change-prices";
            selection: components["schemas"]["ProductBulkSelection"];
            /**
             * @description Every price of each product (each price type and measure) changes by this percentage: `-10` lowers by 10 %, `12.5` raises by 12.5 %. From −99.99 to 1000, not 0, at most two decimals. A new price is the exact amount rounded to the nearest kopeck, a half kopeck up; a price that would fall below 1 kopeck (or above the largest order total) refuses the whole job. Prices before a discount stay as they are.
             * @example -10
             */
            percent: string;
        } | {
            /** @enum {string} */
            action: "delete";
            selection: components["schemas"]["ProductBulkSelection"];
        };
        /** @description A new category (staff), last among its siblings. Its path (the slugs of its ancestors and its own) is at most 1000 characters, the tree at most 16 levels deep: 422 `too_long` or `too_deep` otherwise. */
        CategoryCreate: {
            /** @example Матча */
            title: string;
            description?: string | null;
            /** @description The last part of the category's path. Made from the title when left out. */
            slug?: string;
            /**
             * @description The parent's id or IRI; `null` for a root.
             * @example /api/catalog/categories/1
             */
            parent?: number | string | null;
        };
        /** @description Rename (title, slug) or move (parent) a category: its subtree's paths follow, a moved category comes last among its new siblings. A change that would take the category's or a descendant's path past 1000 characters, or the subtree past 16 levels, is 422 and changes nothing. */
        CategoryPatch: {
            /** @example Матча */
            title?: string;
            description?: string | null;
            /** @description The last part of the category's path. Made from the title when left out. */
            slug?: string;
            /**
             * @description The parent's id or IRI; `null` for a root.
             * @example /api/catalog/categories/1
             */
            parent?: number | string | null;
        };
        CatalogImport: {
            /** @example /api/catalog/admin/imports/7 */
            "@id": string;
            id: number;
            /**
             * @description `previewed`: a preview ended, nothing written; it waits for `POST …/apply` (or `…/cancel`). `finished`: applied. `cancelled`: a preview not applied.
             * @enum {string}
             */
            status: "running" | "previewed" | "finished" | "failed" | "cancelled";
            /**
             * @description `checking`: the whole file is read first (malformed XML writes nothing); `previewing`: a preview compares it with the catalog, writing nothing; `importing`: batches of 500 offers are written, each one transaction.
             * @enum {string}
             */
            phase: "checking" | "previewing" | "importing";
            /** @description The job began as a preview (applied only when confirmed). */
            preview: boolean;
            /** @description The category the file's top-level categories go under (null: the top level). */
            parentCategory: number | null;
            /** @description The staff member (null: the shop's terminal, or an account since removed). */
            startedBy: {
                id: number;
                email: string;
                name: string;
            } | null;
            /** @description The staff member (null: the shop's terminal, or an account since removed). */
            appliedBy: {
                id: number;
                email: string;
                name: string;
            } | null;
            /** Format: date-time */
            appliedAt: string | null;
            /** @description The staff member (null: the shop's terminal, or an account since removed). */
            undoneBy: {
                id: number;
                email: string;
                name: string;
            } | null;
            /** Format: date-time */
            undoneAt: string | null;
            /** @description What the undo did, once the import was undone. */
            undo: {
                products: {
                    removed: number;
                    restored: number;
                    hidden: number;
                    unchanged: number;
                };
                categories: {
                    removed: number;
                    restored: number;
                    kept: number;
                };
                attributes: components["schemas"]["CatalogImportRemovedKept"];
                attributeValues: components["schemas"]["CatalogImportRemovedKept"];
                kept: {
                    /** @enum {string} */
                    resource: "product" | "category";
                    id: number;
                    title: string;
                    reason: string;
                }[];
            } | null;
            fileName: string;
            /** @description The uploaded file's SHA-256 (hex), kept with the job as long as the audit log keeps the entries naming it (the file itself is not kept); null for imports of before it was recorded. */
            sha256: string | null;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            progress: {
                /** @description Of the current phase's reading. */
                bytesRead: number;
                bytesTotal: number;
                /** @description Offers imported (or refused) so far. */
                offersRead: number;
                /** @description Known once checked. */
                offersTotal: number | null;
            };
            categories: components["schemas"]["CatalogImportCounts"];
            offers: components["schemas"]["CatalogImportCounts"];
            /** @description Pictures fetched and stored; those refused (their servers in `refusals`); `planned`: those a preview would fetch. */
            pictures: {
                stored: number;
                refused: number;
                planned: number;
            };
            /** @description Each refused offer or category, and what of an imported offer was cut or left out for the catalog's limits (docs/api/catalog-import-and-feed.md), the first 1 000: its line in the file, its id, name and why. */
            refusals: components["schemas"]["CatalogImportRefusal"][];
            /** @description `refusals` grouped by cause, with what to do about each. */
            report: {
                /** @enum {string} */
                kind: "offer" | "category" | "note" | "pictures";
                title: string;
                /** @description How to fix it, a sentence for staff. */
                fix: string;
                /** @description Lines of the group (of pictures: pictures). */
                count: number;
                lines: components["schemas"]["CatalogImportRefusal"][];
            }[];
            /** @description Why a failed import failed (422: the file is not a YML document, nothing written). */
            problem: {
                status: number;
                detail: string;
                line?: number;
            } | null;
        };
        /** @description The attributes or attribute values an import made. */
        CatalogImportRemovedKept: {
            /** @description Made by the import and removed by the undo. */
            removed: number;
            /** @description Made by the import and kept: a product still carries the value after the undo, or the attribute still has a value. */
            kept: number;
        };
        CatalogImportCounts: {
            created: number;
            updated: number;
            /** @description Skipped: already as the file says. */
            unchanged: number;
            refused: number;
        };
        CatalogImportRefusal: {
            line: number;
            /** @description The offer's or category's id in the file. */
            id: string;
            /** @description The offer's name or the category's title. */
            name?: string;
            /**
             * @description `offer`: an offer refused (counted in `offers.refused`); `category`: a category refused (`categories.refused`); `note`: what an imported offer or category lost or was given; `pictures`: the pictures of one server (`host`) not had for one reason (`count` of them).
             * @enum {string}
             */
            kind: "offer" | "category" | "note" | "pictures";
            reason: string;
            host?: string;
            count?: number;
        };
        CatalogImportCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: {
                /** @example /api/catalog/admin/imports/7 */
                "@id": string;
                id: number;
                /**
                 * @description `previewed`: a preview ended, nothing written; it waits for `POST …/apply` (or `…/cancel`). `finished`: applied. `cancelled`: a preview not applied.
                 * @enum {string}
                 */
                status: "running" | "previewed" | "finished" | "failed" | "cancelled";
                /**
                 * @description `checking`: the whole file is read first (malformed XML writes nothing); `previewing`: a preview compares it with the catalog, writing nothing; `importing`: batches of 500 offers are written, each one transaction.
                 * @enum {string}
                 */
                phase: "checking" | "previewing" | "importing";
                /** @description The job began as a preview (applied only when confirmed). */
                preview: boolean;
                /** @description The category the file's top-level categories go under (null: the top level). */
                parentCategory: number | null;
                /** @description The staff member (null: the shop's terminal, or an account since removed). */
                startedBy: {
                    id: number;
                    email: string;
                    name: string;
                } | null;
                /** @description The staff member (null: the shop's terminal, or an account since removed). */
                appliedBy: {
                    id: number;
                    email: string;
                    name: string;
                } | null;
                /** Format: date-time */
                appliedAt: string | null;
                /** @description The staff member (null: the shop's terminal, or an account since removed). */
                undoneBy: {
                    id: number;
                    email: string;
                    name: string;
                } | null;
                /** Format: date-time */
                undoneAt: string | null;
                /** @description What the undo did, once the import was undone. */
                undo: {
                    products: {
                        removed: number;
                        restored: number;
                        hidden: number;
                        unchanged: number;
                    };
                    categories: {
                        removed: number;
                        restored: number;
                        kept: number;
                    };
                    attributes: components["schemas"]["CatalogImportRemovedKept"];
                    attributeValues: components["schemas"]["CatalogImportRemovedKept"];
                    kept: {
                        /** @enum {string} */
                        resource: "product" | "category";
                        id: number;
                        title: string;
                        reason: string;
                    }[];
                } | null;
                fileName: string;
                /** @description The uploaded file's SHA-256 (hex), kept with the job as long as the audit log keeps the entries naming it (the file itself is not kept); null for imports of before it was recorded. */
                sha256: string | null;
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                finishedAt: string | null;
                progress: {
                    /** @description Of the current phase's reading. */
                    bytesRead: number;
                    bytesTotal: number;
                    /** @description Offers imported (or refused) so far. */
                    offersRead: number;
                    /** @description Known once checked. */
                    offersTotal: number | null;
                };
                categories: components["schemas"]["CatalogImportCounts"];
                offers: components["schemas"]["CatalogImportCounts"];
                /** @description Pictures fetched and stored; those refused (their servers in `refusals`); `planned`: those a preview would fetch. */
                pictures: {
                    stored: number;
                    refused: number;
                    planned: number;
                };
                /** @description Why a failed import failed (422: the file is not a YML document, nothing written). */
                problem: {
                    status: number;
                    detail: string;
                    line?: number;
                } | null;
            }[];
            totalItems: number;
        };
        /** @description The catalog's pages for a sitemap index: per kind the total, the newest change and the split into pages of at most `pageSize` entries in id order. */
        Sitemap: {
            /** @enum {string} */
            "@id": "/api/sitemap";
            /** @enum {string} */
            "@type": "Sitemap";
            pageSize: number;
            categories: components["schemas"]["SitemapPart"];
            products: components["schemas"]["SitemapPart"];
        };
        SitemapPart: {
            totalItems: number;
            /**
             * @description The newest change; `null` when empty.
             * @example 2026-03-01T09:30:00.000Z
             */
            lastModified: string | null;
            pages: {
                /** @description The page's entries are those with an id above this one: `?after=` of its first chunk. */
                after: number;
                totalItems: number;
                /** @example 2026-03-01T09:30:00.000Z */
                lastModified: string | null;
            }[];
        };
        CategorySitemapEntries: {
            /** @enum {string} */
            "@type": "SitemapEntries";
            member: {
                id: number;
                /** @example tea/green/chinese */
                path: string;
                /**
                 * @description The newest change of the category's texts or of a product in its subtree.
                 * @example 2026-03-01T09:30:00.000Z
                 */
                lastModified: string;
            }[];
            /**
             * @description The next chunk's URL; `null` when this one is the last (shorter than `limit`).
             * @example /api/sitemap/products?after=5000&limit=5000
             */
            next: string | null;
        };
        ProductSitemapEntries: {
            /** @enum {string} */
            "@type": "SitemapEntries";
            member: {
                id: number;
                /** @example sencha-100002 */
                slug: string;
                /**
                 * @description The newest change of the product's texts or prices.
                 * @example 2026-03-01T09:30:00.000Z
                 */
                lastModified: string;
            }[];
            /**
             * @description The next chunk's URL; `null` when this one is the last (shorter than `limit`).
             * @example /api/sitemap/products?after=5000&limit=5000
             */
            next: string | null;
        };
        /** @description The head of a marketplace feed (YML): the catalog's version, newest change and tree. */
        MarketFeed: {
            /** @enum {string} */
            "@id": "/api/feeds/market";
            /** @enum {string} */
            "@type": "MarketFeed";
            /** @description Changes with every write to the catalog: the feed's ETag may be made of it. */
            catalogVersion: number;
            /** @example 2026-03-01T09:30:00.000Z */
            lastModified: string | null;
            /** @description The feed's offers: one per product on sale, or one per available variant of a product sold in variants. */
            totalOffers: number;
            categories: {
                id: number;
                parentId: number | null;
                title: string;
            }[];
        };
        MarketFeedOffers: {
            /** @enum {string} */
            "@type": "MarketFeedOffers";
            member: {
                id: number;
                number: string;
                slug: string;
                title: string;
                /** @description The product's description as plain text (its paragraphs and list items on lines). */
                description: string;
                categoryId: number;
                /** @description The default measure's retail price, kopecks. */
                price: number;
                /** @description Its “was” price (the feed's `oldprice`), kopecks; `null` when there is none above the price. */
                oldPrice: number | null;
                /** @description The measure the price is of: the product's default measure. */
                measure: {
                    code: string;
                    title: string;
                };
                /**
                 * @example [
                 *       "/api/media/products/100001-1.webp"
                 *     ]
                 */
                pictures: string[];
                params: {
                    name: string;
                    value: string;
                }[];
                /** @description The product's available variants in their order: the feed writes each as an offer of its own (`vendorCode` its article, `name` the product's title and the variant's, its price), all sharing the product's id as `group_id`. Empty for a product sold in its measures. */
                variants: {
                    id: number;
                    number: string;
                    title: string;
                    price: number;
                    oldPrice: number | null;
                }[];
            }[];
            /**
             * @description The next chunk's URL; `null` when this one is the last (shorter than `limit`).
             * @example /api/feeds/market/offers?after=1000&limit=1000
             */
            next: string | null;
        };
        Cart: {
            "@id": string | null;
            /** @enum {string} */
            "@type": "Cart";
            id: number | null;
            currency: string;
            priceType: string;
            items: {
                product: {
                    "@id": string;
                    id: number;
                    number: string;
                    slug: string;
                    title: string;
                    image?: string;
                };
                variant?: components["schemas"]["CartLineVariant"];
                measure: components["schemas"]["Measure"];
                quantity: number;
                price: number;
                amount: number;
                discount: number;
            }[];
            /** @description Stored lines that cannot be bought now (the product's price in that measure was removed, or its step changed), with the reason. They are out of `items` and the totals, stay stored (back in `items` once sold again) until the customer removes them (a 0 quantity through `/add`) or replaces the lines without them; checkout refuses a cart that has any (422 naming `unavailableItems.N`). Always empty for a calculation. */
            unavailableItems: components["schemas"]["UnavailableCartLine"][];
            totals: components["schemas"]["Totals"];
            updatedAt: string | null;
        };
        CartLineVariant: {
            id: number;
            number: string;
            /** @example 100 г */
            title: string;
        };
        UnavailableCartLine: {
            product: {
                "@id": string;
                id: number;
                number: string;
                slug: string;
                title: string;
                image?: string;
            };
            variant?: components["schemas"]["CartLineVariant"];
            measure: components["schemas"]["Measure"];
            quantity: number;
            /**
             * @description Why the line cannot be bought now, for the customer, in the request's language.
             * @example «Чай улун» не продаётся в этой единице измерения.
             */
            reason: string;
        };
        Totals: {
            itemsNumber: number;
            /** @description Kopecks. */
            amount: number;
            discount: number;
            totalAmount: number;
        };
        /** @description Sets the quantity of each product and measure named (0 removes it); lines not named stay. Prices a client sends are ignored. */
        CartAddInput: {
            items: {
                /** @description A product IRI, `{ "number": "100245" }` or `{ "id": 12 }`. */
                product: string | {
                    number?: string;
                    id?: number;
                    "@id"?: string;
                };
                /** @description The variant of a product sold in variants, `{ "number": "100245-100" }` (its article) or `{ "id": 3 }`; required for such a product, refused for any other. */
                variant?: {
                    number?: string;
                    id?: number;
                };
                /** @description A measure code, `{ "code": "kg" }` or its IRI. */
                measure: string | {
                    code: string;
                };
                /**
                 * @description The line's new quantity in the measure's unit, at most 3 decimals; 0 removes the line.
                 * @example 0.5
                 */
                quantity: number;
            }[];
            /**
             * @default RUB
             * @enum {string}
             */
            currency?: "RUB";
        };
        /** @description Prices a client sends are ignored: the server prices every line. */
        CartInput: {
            items: {
                /** @description A product IRI, `{ "number": "100245" }` or `{ "id": 12 }`. */
                product: string | {
                    number?: string;
                    id?: number;
                    "@id"?: string;
                };
                /** @description The variant of a product sold in variants, `{ "number": "100245-100" }` (its article) or `{ "id": 3 }`; required for such a product, refused for any other. */
                variant?: {
                    number?: string;
                    id?: number;
                };
                /** @description A measure code, `{ "code": "kg" }` or its IRI. */
                measure: string | {
                    code: string;
                };
                /**
                 * @description In the measure's unit, at most 3 decimals.
                 * @example 0.5
                 */
                quantity: number;
            }[];
            /**
             * @default RUB
             * @enum {string}
             */
            currency?: "RUB";
        };
        Order: {
            "@id": string;
            /** @enum {string} */
            "@type": "Order";
            id: number;
            /** @example 2026-000123 */
            number: string;
            status: components["schemas"]["OrderStatus"];
            createdAt: string;
            items: {
                product: {
                    "@id": string | null;
                    id: number | null;
                    number: string;
                    slug: string;
                    title: string;
                };
                /** @description The variant sold, its article and name as at checkout (`id` null once deleted). */
                variant?: {
                    id: number | null;
                    number: string;
                    title: string;
                };
                measure: components["schemas"]["Measure"];
                quantity: number;
                price: number;
                amount: number;
                discount: number;
            }[];
            recipient: {
                name: string;
                lastName: string;
                email: string;
                phone: string;
            };
            delivery: {
                /** @enum {string} */
                method: "pickup" | "courier" | "post";
                address: {
                    city: string;
                    street: string;
                    house: string;
                    apartment?: string;
                    postcode: string;
                } | null;
                price: number;
            };
            payment: {
                /** @enum {string} */
                method: "card-online" | "card-on-delivery" | "cash";
            };
            comment: string;
            totals: {
                itemsNumber: number;
                amount: number;
                discount: number;
                deliveryAmount: number;
                totalAmount: number;
            };
        };
        OrderStatus: {
            "@id": string;
            /** @enum {string} */
            "@type": "OrderStatus";
            id: number;
            /** @example new */
            code: string;
            /** @example Новый */
            title: string;
            /** @example #2f9e44 */
            cssColor: string;
            default: boolean;
            position: number;
            salesChannels: string[];
        };
        Checkout: {
            /** @example /api/sales/carts/123 */
            cart: string | number;
            recipient: components["schemas"]["Recipient"];
            delivery: {
                /** @enum {string} */
                method: "pickup" | "courier" | "post";
                address?: {
                    city: string;
                    street: string;
                    house: string;
                    apartment?: string;
                    postcode: string;
                };
            };
            payment: {
                /** @enum {string} */
                method: "card-online" | "card-on-delivery" | "cash";
            };
            comment?: string;
            /** @description The total (with delivery) the customer saw, kopecks. */
            expectedTotalAmount: number;
        };
        Recipient: {
            name: string;
            lastName: string;
            /** Format: email */
            email: string;
            phone: string;
        };
        OrderCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["Order"][];
            totalItems: number;
        };
        OrderPatch: {
            /** @description Status IRI, id or `{ "code": "paid" }`. */
            status?: string | number | {
                code: string;
            };
            recipient?: {
                name?: string;
                lastName?: string;
                /** Format: email */
                email?: string;
                phone?: string;
            };
            comment?: string;
        };
        OrderStatusCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["OrderStatus"][];
            totalItems: number;
        };
        OrderStatusInput: {
            /** @example packed */
            code: string;
            title: string;
            cssColor: string;
            /** @default false */
            default?: boolean;
            /** @default [] */
            salesChannels?: (string | number)[];
        };
        OrderStatusPatch: {
            /** @example packed */
            code?: string;
            title?: string;
            cssColor?: string;
            default?: boolean;
            salesChannels?: (string | number)[];
        };
        /** @description Texts per locale and field. `ru` holds the item's own texts; a field missing in another locale is answered in `ru`. */
        OrderStatusTranslations: {
            /**
             * @example {
             *       "ru": {
             *         "title": "Сенча"
             *       },
             *       "en-US": {
             *         "title": "Sencha"
             *       }
             *     }
             */
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        };
        /** @description Changed texts per locale and field (title); `null` removes a translation. Unknown locales and fields are 422. */
        OrderStatusTranslationsPatch: {
            translations: {
                ru?: {
                    title?: string;
                };
                "en-US"?: {
                    title?: string | null;
                };
            };
        };
        SalesChannelCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["SalesChannel"][];
            totalItems: number;
        };
        SalesChannel: {
            "@id": string;
            /** @enum {string} */
            "@type": "SalesChannel";
            id: number;
            title: string;
            senderName: string;
            senderEmail: string;
            managerEmail: string;
            publicDomain: string;
            /**
             * @description Who may see this channel's orders besides their owner: ROLE_STAFF (default) or ROLE_ADMIN; ROLE_USER means nobody else (customers always see only their own orders). Only administrators set anything but the default on a new channel or change it (403 for other staff).
             * @enum {string}
             */
            ordersAccessRole: "ROLE_USER" | "ROLE_STAFF" | "ROLE_ADMIN";
        };
        SalesChannelInput: {
            title: string;
            senderName: string;
            /** Format: email */
            senderEmail: string;
            /** Format: email */
            managerEmail: string;
            publicDomain: string;
            /**
             * @default ROLE_STAFF
             * @enum {string}
             */
            ordersAccessRole?: "ROLE_USER" | "ROLE_STAFF" | "ROLE_ADMIN";
        };
        SalesChannelPatch: {
            title?: string;
            senderName?: string;
            /** Format: email */
            senderEmail?: string;
            /** Format: email */
            managerEmail?: string;
            publicDomain?: string;
            /** @enum {string} */
            ordersAccessRole?: "ROLE_USER" | "ROLE_STAFF" | "ROLE_ADMIN";
        };
        TradingContractCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["TradingContract"][];
            totalItems: number;
        };
        TradingContract: {
            "@id": string;
            /** @enum {string} */
            "@type": "TradingContract";
            id: number;
            title: string;
            /**
             * @description Percent with 2 decimals, as a string (exact).
             * @example 5.00
             */
            discountPercent: string;
        };
        TradingContractInput: {
            title: string;
            discountPercent: string | number;
        };
        TradingContractPatch: {
            title?: string;
            discountPercent?: string | number;
        };
        CountryCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["IntlEntry"][];
            totalItems: number;
        };
        IntlEntry: {
            "@id": string;
            "@type": string;
            id: number;
            code: string;
            title: string;
        };
        CurrencyCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["IntlEntry"][];
            totalItems: number;
        };
        LanguageCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["IntlEntry"][];
            totalItems: number;
        };
        LocaleCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["IntlEntry"][];
            totalItems: number;
        };
        TimezoneCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["IntlEntry"][];
            totalItems: number;
        };
        Session: {
            authorized: boolean;
            user: {
                id: number;
                email: string;
                name: string;
                lastName: string;
                roles: string[];
            } | null;
            application: {
                adminPanel: boolean;
            };
            menus: {
                code: string;
                title: string;
                items: {
                    title: string;
                    url: string;
                    children?: {
                        title: string;
                        url: string;
                    }[];
                }[];
            }[];
            cart: components["schemas"]["Cart"] | null;
            defaultCurrency: {
                code: string;
                title: string;
            };
            priceType: {
                code: string;
                title: string;
            };
            defaultMeasure: components["schemas"]["Measure"];
            settings: {
                registrationEnabled: boolean;
            };
        };
        SignedIn: components["schemas"]["Token"] & {
            /** @description Proof that this client has signed in to this account: keep it (the storefront keeps it in an HttpOnly cookie) and send it in the `Device-Token` header of later sign-ins, so that failures from elsewhere never lock this client out. Valid a year, renewed at every sign-in; it grants no access (it is no Bearer token). */
            deviceToken: string;
        };
        Token: {
            /** @description JWT (HS256): `sub` = user id, `jti` = the token's id, `iat`, `exp`; no email or other personal data. Send as `Authorization: Bearer <token>`. */
            token: string;
        };
        Login: {
            /**
             * @description The account's email.
             * @example customer@example.com
             */
            username: string;
            password: string;
            /** @description A token for 365 days instead of 24 hours. */
            rememberMe?: boolean;
        };
        /** @description A success answer that is only a message for the user. */
        MessageResponse: {
            /** @enum {string} */
            "@type": "MessageResponse";
            /** @example Код отправлен на почту. */
            message: string;
        };
        Registration: {
            /** @example Анна */
            name: string;
            /** @example Петрова */
            lastName: string;
            /**
             * Format: email
             * @example customer@example.com
             */
            email: string;
            /** @example +79123456789 */
            phone: string;
            /**
             * Format: password
             * @example tea-lover-2026
             */
            plainPassword: string;
        };
        RegistrationConfirmation: {
            /** @example 042917 */
            confirmationCode: string;
        };
        EmptyBody: Record<string, never>;
        PasswordWithCode: {
            /** @example 042917 */
            confirmationCode: string;
            /**
             * Format: password
             * @example tea-lover-2026
             */
            plainPassword: string;
        };
        UserProfile: {
            /** @enum {string} */
            "@id": "/api/user/profile";
            /** @enum {string} */
            "@type": "UserProfile";
            id: number;
            email: string;
            name: string;
            lastName: string;
            phone: string | null;
            /**
             * @example [
             *       "ROLE_USER"
             *     ]
             */
            roles: string[];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Other fields (email, roles…) are ignored: email has its own flow. */
        UserProfilePatch: {
            /** @example Анна */
            name?: string;
            /** @example Анна */
            lastName?: string;
            phone?: string | null;
        };
        ChangeEmail: {
            /**
             * Format: email
             * @example customer@example.com
             */
            email: string;
            password: string;
        };
        ChangeEmailConfirmation: {
            /** @example 042917 */
            confirmationCode: string;
        };
        /** @description A success answer that is only a message for the user. */
        PasswordChanged: components["schemas"]["MessageResponse"] & {
            /** @description A new token: the password change signs out every other device, this one stays signed in. */
            token: string;
        };
        ChangePassword: {
            currentPassword: string;
            /**
             * Format: password
             * @example tea-lover-2026
             */
            plainPassword: string;
            /** @description Lifetime of the new token, as at sign-in: 365 days instead of 24 hours. Left out, the new token lasts as long as the one the request carries. */
            rememberMe?: boolean;
        };
        AdminUserCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["AdminUser"][];
            totalItems: number;
        };
        AdminUser: {
            /** @example /api/user/admin/users/7 */
            "@id": string;
            /** @enum {string} */
            "@type": "User";
            id: number;
            email: string;
            name: string;
            lastName: string;
            phone: string | null;
            roles: string[];
            /** @enum {string} */
            status: "pending" | "active";
            tradingContract: components["schemas"]["TradingContractLink"];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The contract whose discount the customer's carts and orders get (none: no discount). */
        TradingContractLink: {
            /** @example /api/sales/trading-contracts/2 */
            "@id": string;
            id: number;
            title: string;
            /** @example 5.00 */
            discountPercent: string;
        } | null;
        /** @description What administrators may change about an account: a customer's trading contract and the roles (staff read accounts only). Nobody changes their own account here (403): another administrator does. Anything else (email, names…) is 422: accounts change their own data. */
        AdminUserPatch: {
            /**
             * @description The contract's IRI (`/api/sales/trading-contracts/2`) or id; `null` takes it away.
             * @example /api/sales/trading-contracts/2
             */
            tradingContract?: string | number | null;
            /**
             * @description The account's roles (administrators only).
             * @example [
             *       "ROLE_STAFF"
             *     ]
             */
            roles?: ("ROLE_USER" | "ROLE_STAFF" | "ROLE_ADMIN")[];
        };
        PublicSettings: {
            /** @description False hides registration: `POST /user/users` answers 403 and the storefront redirects to login. */
            registrationEnabled: boolean;
        };
        AuditEntryCollection: {
            "@id": string;
            /** @enum {string} */
            "@type": "Collection";
            member: components["schemas"]["AuditEntry"][];
            totalItems: number;
        };
        AuditEntry: {
            /** @example /api/core/admin/audit-log/41 */
            "@id": string;
            /** @enum {string} */
            "@type": "AuditEntry";
            id: number;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            at: string;
            /** @description The account that made the change, as it is now (email and names null once it is gone). */
            actor: {
                /** @example /api/user/admin/users/2 */
                "@id": string;
                id: number;
                email: string | null;
                name: string | null;
                lastName: string | null;
            };
            /** @enum {string} */
            resource: "cart" | "catalog-import" | "category" | "order" | "order-status" | "product" | "product-bulk" | "sales-channel" | "trading-contract" | "user";
            /** @example 12 */
            resourceId: string;
            /** @enum {string} */
            operation: "create" | "update" | "delete" | "move" | "translate" | "undo";
            /** @description The record before the change, as the admin API shows it; null for a creation. */
            before?: unknown;
            /** @description The record after the change; null for a deletion. */
            after?: unknown;
            /**
             * @description The YML import whose batch made the change (each product an import creates or changes has its own entry), else null.
             * @example /api/catalog/admin/imports/7
             */
            import: string | null;
        };
        DevMailbox: {
            member: components["schemas"]["DevMail"][];
            totalItems: number;
        };
        DevMail: {
            /** @example customer@example.com */
            to: string;
            subject: string;
            text: string;
            /** Format: date-time */
            createdAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
