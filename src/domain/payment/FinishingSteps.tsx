import { Spinner } from '@/ui/Spinner';
import './Payment.css';

/**
 * A payment (or order) sent and not finished, being finished: what is happening, and a spinner, or,
 * when the last try failed, a button to try again.
 */
export function FinishingSteps({
  text,
  retryLabel,
  failed,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="finishing-steps" role="status">
      <p>{text}</p>
      {failed ? (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
