import type { SVGProps } from "react";
import { TEACUP_PATHS, TEACUP_STROKE_WIDTH } from "./brand-mark";

// Inline SVGs instead of an icon font or package: a handful of glyphs, tree-shaken per use,
// decorative (aria-hidden) because the control around them carries the name.
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
export const CheckIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);
export const ChevronDownIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const ArrowLeftIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);
export const MinusIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M5 12h14" />
  </Icon>
);
export const PlusIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const EyeIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const EyeOffIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M10.7 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M2 2l20 20M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Icon>
);
/** A teacup: the shop's mark, used in place of the middle digit of 404 and 403. */
export const TeacupIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon strokeWidth={TEACUP_STROKE_WIDTH} {...props}>
    {TEACUP_PATHS.map((d) => (
      <path key={d} d={d} />
    ))}
  </Icon>
);
/** Both arrows: a column that can be sorted but is not. */
export const SortIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon width="1em" height="1em" {...props}>
    <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />
  </Icon>
);
export const SortAscendingIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon width="1em" height="1em" {...props}>
    <path d="m7 11 5-5 5 5M12 6v13" />
  </Icon>
);
export const SortDescendingIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon width="1em" height="1em" {...props}>
    <path d="m7 13 5 5 5-5M12 18V5" />
  </Icon>
);
export const ArrowUpIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
export const ArrowDownIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
);
