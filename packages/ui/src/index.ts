export type { BreadcrumbItem, BreadcrumbsProps } from "./breadcrumbs/breadcrumbs";
export { Breadcrumbs } from "./breadcrumbs/breadcrumbs";
