import { createContext, type ReactNode, type SVGProps, useContext, useMemo } from "react";
import { Icon } from "./icons";

interface IconSetValue {
  /** The sprite's URL for the whole set of names. */
  url: string;
  names: ReadonlySet<string>;
}

const IconSetContext = createContext<IconSetValue | null>(null);

export interface IconSetProps {
  /**
   * The collection path of the shop's icons, e.g. `/api/core/icons`: it answers
   * `?icons=a,b` with an SVG sprite of `<symbol id="a">` and `<symbol id="b">` (SPEC.md section 7).
   */
  href: string;
  /** Every icon the part of the page inside uses: one sprite, one request, for all of them. */
  names: readonly string[];
  children: ReactNode;
}

/**
 * Icons the kit does not ship, from the shop's icon set: the page names the icons it uses, and every
 * {@link RemoteIcon} inside draws one of them from a single sprite URL, which the browser fetches
 * once and caches. A new icon is a file on the API, not a release of the kit; the markup is plain
 * SVG `<use>`, so it renders from the server's HTML before any script runs.
 * @example
 *   <IconSet href="/api/core/icons" names={["tea", "coffee"]}>
 *     <RemoteIcon name="tea" /> Чай
 *   </IconSet>
 */
export function IconSet({ href, names, children }: IconSetProps) {
  const key = [...new Set(names)].sort().join(",");
  const value = useMemo(
    () => ({
      // Sorted and without repeats: the same set is the same URL, so one cached answer.
      url: `${href}${href.includes("?") ? "&" : "?"}icons=${key.split(",").map(encodeURIComponent).join(",")}`,
      names: new Set(key.split(",")),
    }),
    [href, key],
  );
  return <IconSetContext value={value}>{children}</IconSetContext>;
}

export interface RemoteIconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** The icon's name in the set (its `<symbol>` id); it must be one of the {@link IconSet}'s `names`. */
  name: string;
}

/**
 * One icon of the shop's icon set, decorative like the kit's own (the control around it carries
 * the name), sized 1.25em and drawn in the text colour.
 * @example
 *   <RemoteIcon name="teaware" />
 */
export function RemoteIcon({ name, ...props }: RemoteIconProps) {
  const set = useContext(IconSetContext);
  if (!set) throw new Error(`RemoteIcon "${name}" needs an IconSet around it that names it`);
  if (!set.names.has(name)) {
    throw new Error(`RemoteIcon "${name}" is not among its IconSet's names (${[...set.names].join(", ")})`);
  }
  return (
    <Icon data-icon={name} {...props}>
      <use href={`${set.url}#${encodeURIComponent(name)}`} />
    </Icon>
  );
}
