import { RefreshCw } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ApiError } from "~/lib/api";
import {
  REDIRECT_PATH_MAX,
  REDIRECT_STATUS_LABELS,
  REDIRECT_STATUSES,
  type Redirect,
  RedirectInputSchema,
  type RedirectStatus,
} from "~/schemas/redirects";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Field, Input, Select } from "../ui/field";
import { saveRedirect } from "./redirects-api";

/** What the dialog is open for: a new redirect (its Source maybe filled in), or an edit. */
export type RedirectDialogState =
  | { mode: "add"; source: string }
  | { mode: "edit"; redirect: Redirect }
  | null;

const SOURCE_HINT =
  "A path on this site, e.g. /old-page; end it with /* to redirect everything under it";
const TARGET_HINT = "A page of this site, e.g. /it-security, or an https:// address";
const GONE_HINT = "A 410 Gone redirect has no target: visitors are told the page was removed.";

type FieldName = "source" | "target" | "status";
interface FormErrors {
  fields: Partial<Record<FieldName, string>>;
  /** A refusal that names no field (a chain, a loop, a network error). */
  form?: string;
  /** Someone else changed or removed the redirect: the message, with a reload offered. */
  stale?: string;
}

const FIELDS: readonly string[] = ["source", "target", "status"];

/** The server's (or the schema's) issues, under the fields they concern. */
function fieldErrors(issues: readonly { path: string; message: string }[]): FormErrors {
  const errors: FormErrors = { fields: {} };
  for (const issue of issues) {
    const name = issue.path.split(".")[0] ?? "";
    if (FIELDS.includes(name)) errors.fields[name as FieldName] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

function refusal(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: "Please try again." };
  if (error.code === "STALE_VERSION" || error.status === 404) {
    return { fields: {}, stale: error.message };
  }
  if (error.issues.length > 0) return fieldErrors(error.issues);
  if (error.code === "DUPLICATE_REDIRECT") return { fields: { source: error.message } };
  return { fields: {}, form: error.message };
}

interface RedirectDialogProps {
  state: RedirectDialogState;
  onClose: () => void;
  onSaved: (redirect: Redirect, mode: "add" | "edit") => void;
  /** The list is out of date (a stale edit): read it again. */
  onReload: () => void;
}

/** The Add redirect / Edit redirect dialog: Source, Target and Type, checked by the server. */
export function RedirectDialog({ state, onClose, onSaved, onReload }: RedirectDialogProps) {
  const editing = state?.mode === "edit" ? state.redirect : undefined;
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? "Edit redirect" : "Add redirect"}
      description={
        editing
          ? `The redirect from ${editing.source}.`
          : "Send visitors from an old address to a page that exists, or tell them a page is gone for good."
      }
    >
      {state && (
        <RedirectForm
          key={
            editing
              ? `${editing.id}:${editing.version}`
              : `add:${state.mode === "add" ? state.source : ""}`
          }
          redirect={editing}
          initialSource={state.mode === "add" ? state.source : ""}
          onCancel={onClose}
          onSaved={(redirect) => onSaved(redirect, editing ? "edit" : "add")}
          onReload={() => {
            onClose();
            onReload();
          }}
        />
      )}
    </Dialog>
  );
}

function RedirectForm({
  redirect,
  initialSource,
  onCancel,
  onSaved,
  onReload,
}: {
  redirect?: Redirect;
  initialSource: string;
  onCancel: () => void;
  onSaved: (redirect: Redirect) => void;
  onReload: () => void;
}) {
  const [source, setSource] = useState(redirect?.source ?? initialSource);
  // Kept while 410 is chosen, so choosing 301 again brings it back.
  const [target, setTarget] = useState(redirect?.target ?? "");
  const [status, setStatus] = useState<RedirectStatus>(redirect?.status ?? 301);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [saving, setSaving] = useState(false);
  const gone = status === 410;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = RedirectInputSchema.safeParse({ source, target: gone ? "" : target, status });
    if (!parsed.success) {
      setErrors(
        fieldErrors(
          parsed.error.issues.map((i) => ({
            path: i.path.map(String).join("."),
            message: i.message,
          })),
        ),
      );
      return;
    }
    setSaving(true);
    setErrors({ fields: {} });
    try {
      onSaved(await saveRedirect(parsed.data, redirect));
    } catch (error) {
      setErrors(refusal(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Field label="Source" hint={SOURCE_HINT} error={errors.fields.source}>
        {(props) => (
          <Input
            {...props}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            placeholder="/old-page"
            maxLength={REDIRECT_PATH_MAX}
            autoComplete="off"
            spellCheck={false}
            required
          />
        )}
      </Field>
      <Field label="Target" hint={gone ? GONE_HINT : TARGET_HINT} error={errors.fields.target}>
        {(props) => (
          <Input
            {...props}
            value={gone ? "" : target}
            onChange={(event) => setTarget(event.target.value)}
            placeholder={gone ? "" : "/new-page"}
            maxLength={REDIRECT_PATH_MAX}
            autoComplete="off"
            spellCheck={false}
            disabled={gone}
            required={!gone}
          />
        )}
      </Field>
      <Field label="Type" error={errors.fields.status}>
        {(props) => (
          <Select
            {...props}
            value={String(status)}
            onChange={(event) => setStatus(Number(event.target.value) as RedirectStatus)}
          >
            {REDIRECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REDIRECT_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {errors.form && <Alert>{errors.form}</Alert>}
      {errors.stale && (
        <div className="space-y-3">
          <Alert tone="warning">{errors.stale}</Alert>
          <Button variant="secondary" size="sm" onClick={onReload}>
            <RefreshCw aria-hidden className="size-4" /> Reload redirects
          </Button>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {redirect ? "Save changes" : "Add redirect"}
        </Button>
      </div>
    </form>
  );
}
