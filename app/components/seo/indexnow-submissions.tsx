import { formatDateTime, timeAgo } from "~/lib/format";
import type { IndexNowHealth } from "~/schemas/indexnow";
import { Badge, EmptyState } from "../ui/card";

/** The endpoint's host, as people name the service. */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** A submitted URL's path (what staff recognise), or the URL as it is. */
function pathOf(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * IndexNow in site health: whether it is on (a key is set in the SEO APIs tab), where it
 * sends, and the last submissions: when (in words and the reader's time), why, how many URLs
 * and what the endpoint answered.
 *
 * @example <IndexNowSubmissions indexNow={health.indexNow} />
 */
export function IndexNowSubmissions({ indexNow }: { indexNow: IndexNowHealth }) {
  return (
    <section aria-labelledby="indexnow-heading" className="space-y-3" data-section="indexnow">
      <div>
        <h3 id="indexnow-heading" className="text-base font-semibold text-navy-900">
          IndexNow
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {indexNow.enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
          <span>
            {indexNow.enabled
              ? `Publishing, unpublishing, reverting and SEO deploys tell search engines which pages changed, through ${hostOf(indexNow.endpoint)}.`
              : "Off until an IndexNow key is set in the SEO APIs tab. With a key, every publish tells search engines which pages changed."}
          </span>
        </p>
      </div>
      {indexNow.submissions.length === 0 ? (
        <EmptyState title="No submissions yet">
          {indexNow.enabled
            ? "The next publish, unpublish, revert or SEO deploy is sent and listed here."
            : "Nothing has been sent to IndexNow."}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Last IndexNow submissions</caption>
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  When
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Why
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Pages
                </th>
                <th scope="col" className="py-2 font-medium">
                  Answer
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {indexNow.submissions.map((submission) => (
                <tr key={submission.id} data-submission={submission.trigger}>
                  <td className="py-2 pr-4 text-slate-600">
                    <p>{timeAgo(submission.createdAt)}</p>
                    <p className="text-xs text-slate-500">{formatDateTime(submission.createdAt)}</p>
                  </td>
                  <th scope="row" className="py-2 pr-4 font-medium text-navy-900">
                    {submission.reason}
                  </th>
                  <td className="py-2 pr-4 text-slate-600">
                    <details>
                      <summary className="cursor-pointer">
                        {submission.urls.length === 1 ? "1 URL" : `${submission.urls.length} URLs`}
                      </summary>
                      <ul className="mt-1 space-y-0.5 break-all text-xs">
                        {submission.urls.map((url) => (
                          <li key={url}>{pathOf(url)}</li>
                        ))}
                      </ul>
                    </details>
                  </td>
                  <td className="py-2">
                    <Badge tone={submission.ok ? "success" : "danger"}>
                      {submission.ok ? "Sent" : "Failed"}
                    </Badge>
                    <p className="mt-0.5 break-words text-slate-600">{submission.answer}</p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
