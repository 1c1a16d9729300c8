import { RefreshCw } from "lucide-react";
import { Button } from "./button";
import { Alert } from "./card";

/**
 * A list that could not be read: what went wrong, and "Try again" beside it.
 *
 * @example {error && <RetryAlert error={error} onRetry={retry} />}
 */
export function RetryAlert({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert>{error}</Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" /> Try again
      </Button>
    </div>
  );
}
