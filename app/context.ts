import { createContext } from "react-router";
import type { Services } from "../worker/services";
import type { SessionUser } from "../worker/services/identity/session-user";
import type { WorkerDeps } from "../worker/services/platform/deps";

/**
 * What the Worker hands every loader and action (DESIGN.md: one code path per operation):
 * the service functions the `/api` routers call, and the deps to call them with.
 *
 * @example const { deps, services } = context.get(appContext);
 * const post = await services.blogs.getPublishedBlog(deps, slug);
 */
export interface AppContext {
  deps: WorkerDeps;
  services: Services;
  /** The signed-in staff member, or null for visitors. */
  user: SessionUser | null;
  /** The signed-in user must set up a second factor before using the admin (the policy). */
  secondFactorRequired?: boolean;
  cspNonce: string | undefined;
  requestId: string;
  /**
   * The publishing gate's render: a created page that is still inactive renders as visitors
   * will get it once it is published. Set only inside the Worker, never from a request.
   */
  renderUnpublished?: boolean;
  /**
   * A share link's render (`/preview/{token}`, issue 35): the draft shown to whoever holds the
   * link, with a banner saying until when; `postId` names the post shown in any state. Set only
   * inside the Worker, never from a request.
   */
  preview?: SharedPreview;
}

/** What a share link's render knows of its link. */
export interface SharedPreview {
  /** The post the link shows (a draft too), or null for a page. */
  postId: string | null;
  /** When the link stops working (ISO time). */
  expiresAt: string;
}

export const appContext = createContext<AppContext>();
