import { type ChangeEvent, useId, useState } from "react";
import { errorText } from "~/lib/api";
import { countWords, readCsvFile, statusWords } from "~/lib/redirects-format";
import {
  REDIRECT_MESSAGES,
  type RedirectImportRefusal,
  type RedirectImportResult,
} from "~/schemas/redirects";
import { type AnalyticsColumn, AnalyticsTable } from "../analytics/analytics-table";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Field, Input, Textarea } from "../ui/field";
import { importRedirectsCsv } from "./redirects-api";

type Added = RedirectImportResult["added"][number];

/** An address or a reason: a long one wraps instead of widening the table. */
const WRAP = "min-w-32 wrap-anywhere";

const ADDED_COLUMNS: AnalyticsColumn<Added>[] = [
  { header: "Line", cell: (row) => row.line, numeric: true },
  { header: "Source", cell: (row) => row.source, className: WRAP },
  { header: "Target", cell: (row) => row.target || "None", className: WRAP },
  { header: "Type", cell: (row) => statusWords(row.status).code, className: "whitespace-nowrap" },
];

const REFUSED_COLUMNS: AnalyticsColumn<RedirectImportRefusal>[] = [
  { header: "Line", cell: (row) => row.line, numeric: true },
  { header: "Source", cell: (row) => row.source || "(empty)", className: WRAP },
  { header: "Target", cell: (row) => row.target || "(empty)", className: WRAP },
  { header: "Status", cell: (row) => row.status || "(empty)", className: "whitespace-nowrap" },
  { header: "Reason", cell: (row) => row.reason, className: "min-w-56" },
];

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The import was stored: say so and read the list again. */
  onImported: (result: RedirectImportResult) => void;
}

/**
 * Import redirects from a CSV: a file (or pasted text) is checked first (a dry run) and shown
 * as the rows that will be added and the rows refused with their reasons; only then added.
 */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import redirects from CSV"
      description="One redirect per line as source,target,status. A header line is allowed; a missing status means 301."
    >
      {open && <ImportForm onCancel={() => onOpenChange(false)} onImported={onImported} />}
    </Dialog>
  );
}

function ImportForm({
  onCancel,
  onImported,
}: {
  onCancel: () => void;
  onImported: (result: RedirectImportResult) => void;
}) {
  const [csv, setCsv] = useState("");
  const [fileError, setFileError] = useState<string | undefined>();
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<RedirectImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"check" | "add" | null>(null);
  const addedId = useId();
  const refusedId = useId();

  function changeCsv(text: string) {
    setCsv(text);
    // What was checked is no longer what would be sent.
    setPreview(null);
    setError(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    const read = await readCsvFile(file);
    if (!read.ok) {
      setFileError(read.error);
      setFileName(null);
      return;
    }
    setFileName(file.name);
    changeCsv(read.csv);
  }

  async function send(dryRun: boolean) {
    if (csv.trim() === "") {
      setError(REDIRECT_MESSAGES.csvEmpty);
      return;
    }
    setBusy(dryRun ? "check" : "add");
    setError(null);
    try {
      const result = await importRedirectsCsv(csv, dryRun);
      if (dryRun) setPreview(result);
      else onImported(result);
    } catch (caught) {
      setError(errorText(caught, "The CSV could not be checked. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  const adding = preview?.added.length ?? 0;
  const refused = preview?.refused.length ?? 0;
  return (
    <div className="space-y-4">
      <Field
        label="CSV file"
        hint={fileName ? `Read ${fileName}: its text is below.` : "A .csv file of up to 1 MB."}
        error={fileError}
      >
        {(props) => (
          <Input
            {...props}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void chooseFile(event)}
          />
        )}
      </Field>
      <Field label="Or paste the CSV here" hint="For example: /old-page,/it-security,301">
        {(props) => (
          <Textarea
            {...props}
            rows={5}
            value={csv}
            onChange={(event) => changeCsv(event.target.value)}
            spellCheck={false}
            className="font-mono"
          />
        )}
      </Field>
      {error && <Alert>{error}</Alert>}
      {!preview && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={busy === "check"} onClick={() => void send(true)}>
            Check file
          </Button>
        </div>
      )}
      {preview && (
        <div className="space-y-4">
          <p role="status" className="text-sm font-medium text-slate-700">
            {adding === 0
              ? "No redirects will be added."
              : `${countWords(adding, "redirect", "redirects")} will be added.`}
            {refused > 0 && ` ${countWords(refused, "row", "rows")} refused.`}
          </p>
          {adding > 0 && (
            <section className="-mx-6 space-y-2">
              <h3 id={addedId} className="px-6 text-sm font-semibold text-navy-900">
                {countWords(adding, "redirect", "redirects")} will be added
              </h3>
              <AnalyticsTable
                rows={preview.added}
                rowKey={(row) => String(row.line)}
                columns={ADDED_COLUMNS}
                labelledBy={addedId}
                minWidth="26rem"
              />
            </section>
          )}
          {refused > 0 && (
            <section className="-mx-6 space-y-2">
              <h3 id={refusedId} className="px-6 text-sm font-semibold text-navy-900">
                {countWords(refused, "row", "rows")} refused
              </h3>
              <AnalyticsTable
                rows={preview.refused}
                rowKey={(row) => String(row.line)}
                columns={REFUSED_COLUMNS}
                labelledBy={refusedId}
                minWidth="38rem"
              />
              <p className="px-6 text-xs text-slate-500">
                Refused rows are left out. Correct them in the file and import them again later.
              </p>
            </section>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            {adding > 0 && (
              <Button loading={busy === "add"} onClick={() => void send(false)}>
                Add {countWords(adding, "redirect", "redirects")}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
