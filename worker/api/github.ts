import { Hono } from "hono";
import { GITHUB_MESSAGES, GitHubConfigSaveSchema } from "../../app/schemas/github-config";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import {
  deleteGitHubConfig,
  getGitHubConfigView,
  saveGitHubConfig,
  testGitHubConnection,
} from "../services/content/github-publishing";

/** `/api/github-config` and `/api/test-github-connection` (admin). */
export const githubApi = new Hono<AppEnv>()
  .get("/github-config", async (c) => c.json({ config: await getGitHubConfigView(c.var.deps) }))
  .post("/github-config", validate("json", GitHubConfigSaveSchema), async (c) => {
    const actor = requireRole(c, "admin");
    const config = await saveGitHubConfig(c.var.deps, c.req.valid("json"), actor);
    return c.json({ success: true, message: GITHUB_MESSAGES.saved, config });
  })
  .delete("/github-config", async (c) => {
    const config = await deleteGitHubConfig(c.var.deps, requireRole(c, "admin"));
    return c.json({ success: true, message: "GitHub disconnected", config });
  })
  .post("/test-github-connection", async (c) => c.json(await testGitHubConnection(c.var.deps)));
