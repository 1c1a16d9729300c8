// Its own module: the root's error page (every hydrated page's first load) needs only this of
// app/lib/seo.ts, which also brings the social image's hashing.

/** "{title} | {productName}", without doubling a suffix that staff typed themselves. */
export function pageTitle(title: string, productName: string): string {
  const suffix = ` | ${productName}`;
  return title.endsWith(suffix) ? title : `${title}${suffix}`;
}
