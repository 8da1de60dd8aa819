import { css, cx } from "../../styled-system/css";

const listClass = css({
  m: "0",
  p: "3",
  pl: "8",
  borderRadius: "md",
  bg: "danger.subtle",
  color: "danger.text",
  fontSize: "sm",
});

export interface ProblemListProps {
  /** The messages, each once. */
  problems: readonly string[];
  /** `data-testid` of the list. */
  testId?: string;
  /** The live region's accessible name. */
  label?: string;
  /** More classes of the list (a margin where it sits). */
  className?: string;
}

/**
 * What went wrong with a form as a whole (a conflict, a rate limit, no answer from the server), as
 * one list in a live region that is always there, so a screen reader announces the list when it
 * appears. Every form of the shop and the admin panel shows its form-level problems with it.
 * @example
 *   <ProblemList problems={["Номер уже занят."]} testId="form-problems" />
 */
export function ProblemList({ problems, testId, label, className }: ProblemListProps) {
  return (
    <div role="alert" aria-label={label}>
      {problems.length > 0 ? (
        <ul className={cx(listClass, className)} data-testid={testId}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
