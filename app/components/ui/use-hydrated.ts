import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has hydrated, then true. Forms keep their inputs
 * disabled until then, so nothing typed into the server's HTML is lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return hydrated;
}
