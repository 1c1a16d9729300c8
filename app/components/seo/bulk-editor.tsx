import { useMemo, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { descriptionClass, type LengthClass, titleClass } from "~/schemas/seo-deploy";
import type { DeployOutcome } from "../../../worker/services/seo/deploy";
import type { SeoPageRow } from "../../../worker/services/seo/seo-pages";
import { Button } from "../ui/button";
import { Alert, Badge, EmptyState } from "../ui/card";
import { Input, Select, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";
import type { DeployTabProps } from "./deploy-review";
import { LengthBadge } from "./length-badge";

export const BULK_FILTERS = {
  all: "All pages",
  missing: "Missing",
  short: "Too short",
  long: "Too long",
  duplicate: "Duplicate",
} as const;
export type BulkFilter = keyof typeof BULK_FILTERS;
const FILTER_KEYS = [
  "all",
  "missing",
  "short",
  "long",
  "duplicate",
] as const satisfies BulkFilter[];

interface Edit {
  title: string;
  description: string;
}

function classOf(row: SeoPageRow, edit: Edit | undefined, productName: string) {
  const title = edit?.title ?? row.title;
  const description = edit?.description ?? row.description;
  const rendered = title.trim() ? `${title} | ${productName}` : "";
  return {
    title,
    description,
    rendered,
    titleClass: titleClass(rendered),
    descriptionClass: descriptionClass(description),
  };
}

function matches(
  filter: BulkFilter,
  row: SeoPageRow,
  classes: { titleClass: LengthClass; descriptionClass: LengthClass },
) {
  switch (filter) {
    case "all":
      return true;
    case "duplicate":
      return row.duplicateTitle || row.duplicateDescription;
    default:
      return classes.titleClass === filter || classes.descriptionClass === filter;
  }
}

/**
 * Every page's title and description in one table, with lengths, filters (missing, too short,
 * too long, duplicate) and inline editing; saving deploys through the same path as a review
 * (version-checked, recorded, purged, verified, revertable).
 *
 * @example <BulkEditor pages={pages} productName="Northbridge IT" reloadPages={reload} onDeployed={refresh} />
 */
export function BulkEditor({ pages, productName, reloadPages, onDeployed }: DeployTabProps) {
  const [filter, setFilter] = useState<BulkFilter>("all");
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<Record<string, string>>({});

  const counts = useMemo(() => {
    const result: Record<BulkFilter, number> = {
      all: pages.length,
      missing: 0,
      short: 0,
      long: 0,
      duplicate: 0,
    };
    for (const row of pages) {
      for (const key of ["missing", "short", "long"] as const) {
        if (row.titleClass === key || row.descriptionClass === key) result[key] += 1;
      }
      if (row.duplicateTitle || row.duplicateDescription) result.duplicate += 1;
    }
    return result;
  }, [pages]);

  const changed = pages.filter((row) => {
    const edit = edits[row.path];
    return edit && (edit.title !== row.title || edit.description !== row.description);
  });

  const shown = pages.filter((row) =>
    matches(filter, row, { titleClass: row.titleClass, descriptionClass: row.descriptionClass }),
  );

  const setEdit = (row: SeoPageRow, patch: Partial<Edit>) =>
    setEdits((current) => ({
      ...current,
      [row.path]: {
        title: current[row.path]?.title ?? row.title,
        description: current[row.path]?.description ?? row.description,
        ...patch,
      },
    }));

  async function save(rows: SeoPageRow[]) {
    if (rows.length === 0) return;
    setSaving(true);
    try {
      const body = await apiRequest<{ results: DeployOutcome[] }>("/api/seo/deploys", {
        method: "POST",
        body: {
          source: "bulk",
          changes: rows.map((row) => {
            const edit = edits[row.path] ?? { title: row.title, description: row.description };
            // The page's own text again clears the override instead of copying it.
            return {
              path: row.path,
              title: edit.title === row.defaultTitle ? "" : edit.title,
              description: edit.description === row.defaultDescription ? "" : edit.description,
              version: row.version,
            };
          }),
        },
      });
      applyResults(body.results);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
      } else {
        toast.error(error instanceof ApiError ? error.message : "Save failed. Please try again.");
      }
    } finally {
      setSaving(false);
      await reloadPages();
      onDeployed();
    }
  }

  function applyResults(results: DeployOutcome[]) {
    const failed: Record<string, string> = {};
    for (const result of results) if (!result.ok) failed[result.path] = result.error;
    setFailures(failed);
    setEdits((current) => {
      const next = { ...current };
      for (const result of results) if (result.ok) delete next[result.path];
      return next;
    });
    const done = results.filter((result) => result.ok).length;
    if (done === results.length) toast.success(`Saved and deployed ${done} pages`);
    else toast.error(`Saved ${done} of ${results.length}; see the pages marked below`);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1.5 text-sm">
          <label htmlFor="bulk-filter" className="block font-medium text-slate-700">
            Show
          </label>
          <Select
            id="bulk-filter"
            value={filter}
            onChange={(event) => {
              const found = FILTER_KEYS.find((key) => key === event.target.value);
              if (found) setFilter(found);
            }}
            className="w-56"
          >
            {FILTER_KEYS.map((key) => (
              <option key={key} value={key}>
                {BULK_FILTERS[key]} ({counts[key]})
              </option>
            ))}
          </Select>
        </div>
        <Button loading={saving} disabled={changed.length === 0} onClick={() => save(changed)}>
          Save and deploy {changed.length} changed
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No pages match this filter" />
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="block w-full text-left text-sm md:table md:min-w-[56rem]">
            <caption className="sr-only">Titles and descriptions of every page</caption>
            <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 md:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Page
                </th>
                <th scope="col" className="px-3 py-2">
                  Title (suffix added)
                </th>
                <th scope="col" className="px-3 py-2">
                  Description
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Save</span>
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 md:table-row-group">
              {shown.map((row) => {
                const current = classOf(row, edits[row.path], productName);
                const dirty =
                  current.title !== row.title || current.description !== row.description;
                return (
                  <tr
                    key={row.path}
                    data-bulk-row={row.path}
                    className="block align-top md:table-row"
                  >
                    <th
                      scope="row"
                      className="block px-3 pt-3 font-medium text-navy-900 md:table-cell md:w-48 md:pb-3"
                    >
                      <a
                        href={row.path}
                        target="_blank"
                        rel="noopener"
                        className="hover:text-accent-700"
                      >
                        {row.path}
                      </a>
                      <div className="mt-1 flex flex-wrap gap-1">
                        {row.duplicateTitle && <Badge tone="danger">duplicate title</Badge>}
                        {row.duplicateDescription && (
                          <Badge tone="danger">duplicate description</Badge>
                        )}
                      </div>
                    </th>
                    <td className="block px-3 py-2 md:table-cell md:py-3">
                      <Input
                        aria-label={`Title of ${row.path}`}
                        value={current.title}
                        onChange={(event) => setEdit(row, { title: event.target.value })}
                      />
                      <div className="mt-1 flex items-center gap-2">
                        <LengthBadge length={current.rendered.length} kind="title" />
                        <span className="text-xs text-slate-500">{current.titleClass}</span>
                      </div>
                    </td>
                    <td className="block px-3 py-2 md:table-cell md:py-3">
                      <Textarea
                        aria-label={`Description of ${row.path}`}
                        rows={3}
                        value={current.description}
                        onChange={(event) => setEdit(row, { description: event.target.value })}
                      />
                      <div className="mt-1 flex items-center gap-2">
                        <LengthBadge length={current.description.length} kind="description" />
                        <span className="text-xs text-slate-500">{current.descriptionClass}</span>
                      </div>
                      {failures[row.path] && <Alert>{failures[row.path]}</Alert>}
                    </td>
                    <td className="block px-3 pb-3 md:table-cell md:w-24 md:pt-3">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={!dirty || saving}
                        onClick={() => save([row])}
                      >
                        Save
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
