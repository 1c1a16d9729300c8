import { Hono } from "hono";
import type { AppEnv } from "../env";
import { enforceAccess } from "../middleware/access-gates";
import { handleApiNotFound } from "../middleware/error-handler";
import { aiSeoApi } from "./ai-seo";
import { analyticsApi } from "./analytics";
import { auth } from "./auth";
import { blogsApi, publicBlogApi, testDataApi } from "./blogs";
import { commentsApi } from "./comments";
import { githubApi } from "./github";
import { health } from "./health";
import { imagesApi } from "./images";
import { inlineContentApi } from "./inline-content";
import { leads } from "./leads";
import { liveApi } from "./live";
import { mediaApi } from "./media";
import { pagesApi } from "./pages";
import { passkeysApi } from "./passkeys";
import { previewsApi } from "./previews";
import { notFoundApi, redirectsApi } from "./redirects";
import { reviewsApi } from "./reviews";
import { sectionsApi } from "./sections";
import { seoApi } from "./seo";
import { seoConfigApi } from "./seo-config";
import { seoToolsApi } from "./seo-tools";
import { settings } from "./settings";
import { sitemap } from "./sitemap";
import { templatesApi } from "./templates";
import { usersApi } from "./users";

/** Every `/api` resource, one router each. Unknown paths answer 404 JSON, never a page. */
export const api = new Hono<AppEnv>()
  .use(enforceAccess)
  .route("/health", health)
  .route("/auth/passkeys", passkeysApi)
  .route("/auth", auth)
  .route("/users", usersApi)
  .route("/sitemap", sitemap)
  .route("/leads", leads)
  .route("/analytics", analyticsApi)
  .route("/redirects", redirectsApi)
  .route("/not-found", notFoundApi)
  .route("/previews", previewsApi)
  .route("/live", liveApi)
  .route("/reviews", reviewsApi)
  .route("/comments", commentsApi)
  .route("/pages", pagesApi)
  .route("/settings", settings)
  .route("/blogs", blogsApi)
  .route("/public/blog", publicBlogApi)
  .route("/create-test-data", testDataApi)
  .route("/images", imagesApi)
  .route("/media", mediaApi)
  .route("/templates", templatesApi)
  .route("/sections", sectionsApi)
  .route("/inline-content", inlineContentApi)
  .route("/", seoConfigApi)
  .route("/", seoToolsApi)
  .route("/", seoApi)
  .route("/", githubApi)
  .route("/ai-seo", aiSeoApi);

api.all("*", handleApiNotFound);
