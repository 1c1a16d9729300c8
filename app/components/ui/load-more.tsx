import { Button } from "./button";

/**
 * The button under a list that answers a page at a time: asks for the next page, keeping
 * whatever filters the list has; shown only while there is one.
 *
 * @example {nextCursor && <LoadMore loading={loadingMore} onClick={loadMore} />}
 */
export function LoadMore({
  loading,
  onClick,
  label = "Load more",
}: {
  loading: boolean;
  onClick: () => void;
  label?: string;
}) {
  return (
    <div className="flex justify-center pt-1">
      <Button variant="secondary" loading={loading} onClick={onClick} className="w-full sm:w-auto">
        {label}
      </Button>
    </div>
  );
}
