import { useState } from "react";
import type { SeoPageRow } from "../../../worker/services/seo/seo-pages";
import { Alert, Card, CardHeader, LoadingRows } from "../ui/card";
import { Tabs } from "../ui/tabs";
import { BulkEditor } from "./bulk-editor";
import { DeployHistory } from "./deploy-history";
import { ReviewAndDeploy } from "./deploy-review";
import { useApi } from "./use-api";

/** The page list and the product name (the title suffix), reloaded after each deploy. */
function useSeoPages() {
  const { data, error, reload } = useApi<{ pages: SeoPageRow[]; productName: string }>(
    "/api/seo/pages",
  );
  // A failed first load shows the tabs with no pages under the error, not endless loading rows.
  const pages = data?.pages ?? (error ? [] : null);
  return { pages, productName: data?.productName ?? "", error, reload };
}

/**
 * OTTO SEO's Deploy Changes area: choose pages, review the proposed title and description,
 * approve per page, deploy to the edge and see it verified; edit every page in the bulk
 * editor; revert any deploy on its own. It loads what it needs itself (no props).
 *
 * @example <DeployChanges />
 */
export function DeployChanges() {
  const [tab, setTab] = useState("review");
  const [refreshKey, setRefreshKey] = useState(0);
  const { pages, productName, error, reload } = useSeoPages();
  const bump = () => setRefreshKey((key) => key + 1);
  return (
    <Card>
      <CardHeader
        title="Deploy Changes"
        description="Titles and descriptions go into each page's HTML at the edge, verified and revertable."
      />
      <div className="p-5">
        {error && <Alert>{error}</Alert>}
        {!pages ? (
          <LoadingRows label="Loading pages" />
        ) : (
          <Tabs
            label="Deploy Changes"
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: "review",
                label: "Review & deploy",
                content: (
                  <ReviewAndDeploy
                    pages={pages}
                    productName={productName}
                    reloadPages={() => reload()}
                    onDeployed={bump}
                  />
                ),
              },
              {
                value: "bulk",
                label: "Bulk editor",
                content: (
                  <BulkEditor
                    pages={pages}
                    productName={productName}
                    reloadPages={() => reload()}
                    onDeployed={bump}
                  />
                ),
              },
              {
                value: "history",
                label: "History",
                content: (
                  <DeployHistory
                    refreshKey={refreshKey}
                    onReverted={() => {
                      bump();
                      void reload();
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
