/** An auxiliary Worker (scripts/auxiliary-workers.mjs). */
export interface AuxiliaryWorker {
  /** Its Worker name, which the page Worker's service binding names. */
  name: string;
  /** Its Vite environment (the name with `-` as `_`). */
  environment: string;
  /** Its folder in the build (`build/<dir>`). */
  dir: string;
  /** Its wrangler config. */
  config: string;
}

export declare const AUXILIARY_WORKERS: readonly AuxiliaryWorker[];
