import { useTakingLong } from '@/lib/schedule/useTakingLong';

interface NoAnswerYetProps {
  /** A request is waiting for its answer. */
  waiting: boolean;
  /** What to tell the member once the wait is long: translated by the caller. */
  children: string;
  className?: string;
}

/**
 * A polite status line that speaks up once a request has waited for a while (`useTakingLong`): the spec
 * sets no request timeout, so nothing is cancelled, but a member facing a spinner for minutes is told
 * that no answer has come and what to do. In the page, empty, from the start of each wait, so that
 * screen readers announce the words when they come; gone when nothing waits.
 */
export function NoAnswerYet({ waiting, children, className }: NoAnswerYetProps) {
  const long = useTakingLong(waiting);
  if (!waiting) return null;
  return (
    <p className={className} role="status">
      {long ? children : ''}
    </p>
  );
}
