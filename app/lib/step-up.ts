// The browser's one step-up prompt. apiRequest asks here when the API answers 403
// REAUTH_REQUIRED; the reauth dialog (mounted once in the admin) listens, asks the user, and
// settles. Requests that need it at the same time share one prompt and one answer.

type Listener = (open: boolean) => void;

let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;
const listeners = new Set<Listener>();

/** Whether a dialog is listening; without one (a page outside the dashboard) nobody can answer. */
export const canAskForReauth = () => listeners.size > 0;

/**
 * Asks the user to confirm it's them; resolves true once POST /api/auth/reauth succeeded,
 * false when they cancelled. Parallel callers get the same answer.
 *
 * @example if (await requestReauth()) retry();
 */
export function requestReauth(): Promise<boolean> {
  if (pending) return pending.promise;
  let resolve: (confirmed: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  pending = { promise, resolve };
  for (const listener of listeners) listener(true);
  return promise;
}

/** The dialog's answer: true after a successful reauth, false on Cancel. */
export function settleReauth(confirmed: boolean) {
  const current = pending;
  pending = null;
  for (const listener of listeners) listener(false);
  current?.resolve(confirmed);
}

/** Follows whether the prompt should be open; returns the unsubscribe. */
export function subscribeReauth(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) listener(true);
  return () => {
    listeners.delete(listener);
  };
}
