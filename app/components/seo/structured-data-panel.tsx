import type {
  StructuredDataAnswer,
  StructuredDataKind,
} from "../../../worker/services/seo/structured-data";
import { Alert, Badge, LoadingRows } from "../ui/card";
import { useApi } from "./use-api";

// Nuxt SEO › Structured Data: the site's JSON-LD answers, each checked against Google's rules.

const KINDS: { kind: StructuredDataKind; label: string }[] = [
  { kind: "website", label: "Website" },
  { kind: "organization", label: "Organization" },
  { kind: "breadcrumb", label: "Breadcrumb" },
  { kind: "faq", label: "FAQ" },
  { kind: "local-business", label: "Local business (regional page)" },
  { kind: "article", label: "Article (blog post)" },
];

function StructuredDataCard({ kind, label }: { kind: StructuredDataKind; label: string }) {
  const { data, error } = useApi<StructuredDataAnswer>(`/api/seo/structured-data/${kind}`);
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-structured={kind}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-navy-900">
          {label} <span className="text-sm font-normal text-slate-500">({data?.type})</span>
        </p>
        {data &&
          (data.check.valid ? (
            <Badge tone="success">Valid</Badge>
          ) : (
            <Badge tone="danger">{data.check.errors.length} problems</Badge>
          ))}
      </div>
      {error && <Alert>{error}</Alert>}
      {!data && !error && <LoadingRows rows={1} label={`Loading ${label}`} />}
      {data && (
        <>
          <p className="mt-1 text-sm text-slate-500">Read from {data.path}</p>
          {(data.check.errors.length > 0 || data.check.warnings.length > 0) && (
            <ul className="mt-2 space-y-1 text-sm">
              {data.check.errors.map((problem) => (
                <li key={problem} className="text-danger-700">
                  {problem}
                </li>
              ))}
              {data.check.warnings.map((problem) => (
                <li key={problem} className="text-warning-700">
                  {problem}
                </li>
              ))}
            </ul>
          )}
          {data.found && (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-accent-700">
                Show JSON-LD
              </summary>
              <pre className="mt-2 max-h-72 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">
                {JSON.stringify(data.data, null, 2)}
              </pre>
            </details>
          )}
        </>
      )}
    </li>
  );
}

/** The structured-data answers (one per kind of STRUCTURED_DATA_KINDS) and their checks. */
export function StructuredDataPanel() {
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {KINDS.map((item) => (
        <StructuredDataCard key={item.kind} kind={item.kind} label={item.label} />
      ))}
    </ul>
  );
}
