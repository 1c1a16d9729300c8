import { type FormEvent, type ReactNode, useCallback, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { UrlField } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";

/** Failures whose own message says what happened better than the spec's generic text. */
const OWN_MESSAGE_CODES = new Set(["URL_REFUSED", "CRAWL_RUNNING", "CRAWL_FAILED"]);

/**
 * What a failed analysis or crawl shows: the reason when the URL was refused, a crawl of the
 * site already runs or the crawl stopped on the server, else `fallback`.
 */
export function analysisFailureText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError &&
    caught.code !== undefined &&
    OWN_MESSAGE_CODES.has(caught.code)
    ? caught.message
    : fallback;
}

interface RunOptions {
  /** No toast: a failure shows only in the form (a stored result that could not be read). */
  quiet?: boolean;
  /** Once aborted, the run changes nothing (an effect cleaned up before the answer came). */
  signal?: AbortSignal;
}

/**
 * The loading and error state of an analyse form. `run` sets `busy` and clears the last
 * error, runs `work`, and turns a throw into `error` (its text from `failureText`) and an
 * error toast.
 *
 * @example
 * const { busy, error, run } = useAnalyseRun();
 * run(() => analyse(url), (caught) => analysisFailureText(caught, ANALYSIS_FAILED_TEXT));
 */
export function useAnalyseRun() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (
      work: () => Promise<void>,
      failureText: (caught: unknown) => string,
      { quiet = false, signal }: RunOptions = {},
    ) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (caught) {
        if (signal?.aborted) return;
        const message = failureText(caught);
        setError(message);
        if (!quiet) toast.error(message);
      } finally {
        if (!signal?.aborted) setBusy(false);
      }
    },
    [],
  );
  return { busy, error, run };
}

interface AnalyseFormProps {
  /** The URL field's label ("Page URL", "Sitemap URL"). */
  label: string;
  hint?: ReactNode;
  placeholder: string;
  url: string;
  onUrlChange: (url: string) => void;
  /** Called with the trimmed URL; an empty one is refused with `requiredMessage` instead. */
  onAnalyse: (url: string) => void;
  requiredMessage: string;
  /** The submit button's content: an icon and its name. */
  submitLabel: ReactNode;
  busy: boolean;
  error?: string | null;
  /** Controls between the URL and the button: beside them in a row, under the URL when stacked. */
  options?: ReactNode;
  /** Left of the button in the stacked layout. */
  footer?: ReactNode;
  /** `row`: URL, options and button side by side from `sm` up; `stacked`: one under another. */
  layout?: "row" | "stacked";
}

/**
 * The SEO tools' analyse form: a URL, optional controls, a submit button that shows the work
 * in progress and stays disabled while the URL is empty, and the failure under the form.
 * It renders the form and the alert as siblings, so the caller's spacing applies to both.
 *
 * @example
 * <AnalyseForm label="Page URL" placeholder="https://www.example.com/" url={url}
 *   onUrlChange={setUrl} onAnalyse={analyze} requiredMessage={URL_REQUIRED_MESSAGE}
 *   submitLabel="Analyze" busy={loading} error={error} />
 */
export function AnalyseForm({
  label,
  hint,
  placeholder,
  url,
  onUrlChange,
  onAnalyse,
  requiredMessage,
  submitLabel,
  busy,
  error,
  options,
  footer,
  layout = "row",
}: AnalyseFormProps) {
  const empty = url.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty) {
      toast.error(requiredMessage);
      return;
    }
    onAnalyse(url.trim());
  }

  const field = (
    <UrlField
      label={label}
      hint={hint}
      value={url}
      onChange={onUrlChange}
      placeholder={placeholder}
    />
  );
  const button = (
    <Button type="submit" loading={busy} disabled={empty}>
      {submitLabel}
    </Button>
  );
  return (
    <>
      {layout === "row" ? (
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">{field}</div>
          {options}
          {button}
        </form>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          {field}
          {options}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {footer}
            {button}
          </div>
        </form>
      )}
      {error && <Alert>{error}</Alert>}
    </>
  );
}
