import { eq } from "drizzle-orm";
import {
  DEFAULT_GITHUB_BRANCH,
  type GitHubConfigSave,
  type GitHubConfigView,
  type GitHubPushStatus,
} from "../../../app/schemas/github-config";
import { type Blog, settings } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import {
  branchExists,
  deleteFile,
  GitHubError,
  type GitHubTarget,
  getFileSha,
  getRepository,
  githubApiUrl,
  putFile,
} from "../outside/github";
import { isRecord, OUTBOUND_TIMEOUT_MS } from "../outside/outbound-http";
import { auditInsert } from "../platform/audit";
import { decryptString, encryptString } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";
import { writeVersionedSetting } from "../platform/versioned-setting";

// GitHub tab: owner, repo, branch and a write-only token (sealed with AES-GCM in `settings`),
// the connection test, and publishing blog posts as Markdown to content/blog/{slug}.md.

const KEY = "github-config";
const STALE_MESSAGE =
  "The GitHub configuration was changed by someone else. Reload it and try again.";

interface StoredGitHubConfig {
  owner: string;
  repo: string;
  branch: string;
  token: string;
}

async function readStored(
  deps: Deps,
): Promise<{ config: StoredGitHubConfig | null; version: number }> {
  const row = await deps.db.select().from(settings).where(eq(settings.key, KEY)).get();
  if (!row) return { config: null, version: 0 };
  const json = row.encrypted ? await decryptString(deps.env.ENCRYPTION_KEY, row.value) : row.value;
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) return { config: null, version: row.version };
  const text = (key: string) => (typeof value[key] === "string" ? String(value[key]) : "");
  return {
    config: {
      owner: text("owner"),
      repo: text("repo"),
      branch: text("branch") || DEFAULT_GITHUB_BRANCH,
      token: text("token"),
    },
    version: row.version,
  };
}

function toView(config: StoredGitHubConfig | null, version: number): GitHubConfigView {
  const owner = config?.owner ?? "";
  const repo = config?.repo ?? "";
  const hasToken = Boolean(config?.token);
  return {
    owner,
    repo,
    branch: config?.branch || DEFAULT_GITHUB_BRANCH,
    hasToken,
    configured: Boolean(owner && repo && hasToken),
    version,
  };
}

/** `GET /api/github-config`: never the token, only `hasToken`. */
export async function getGitHubConfigView(deps: Deps): Promise<GitHubConfigView> {
  const { config, version } = await readStored(deps);
  return toView(config, version);
}

/**
 * `POST /api/github-config`: an empty token keeps the stored one; saved only if `version` is
 * still the stored one (409 otherwise).
 */
export async function saveGitHubConfig(
  deps: Deps,
  input: GitHubConfigSave,
  actor: SessionUser,
): Promise<GitHubConfigView> {
  const { config: current, version } = await readStored(deps);
  if (version !== input.version) throw new AppError(409, "STALE", STALE_MESSAGE);
  const next: StoredGitHubConfig = {
    owner: input.owner,
    repo: input.repo,
    branch: input.branch,
    token: input.token || current?.token || "",
  };
  const saved = await writeVersionedSetting(deps, {
    key: KEY,
    value: await encryptString(deps.env.ENCRYPTION_KEY, JSON.stringify(next)),
    encrypted: true,
    version,
    actor,
    audit: {
      action: "settings.github.updated",
      targetType: "settings",
      targetId: KEY,
      details: {
        owner: next.owner,
        repo: next.repo,
        branch: next.branch,
        tokenChanged: Boolean(input.token),
      },
    },
    staleMessage: STALE_MESSAGE,
  });
  return toView(next, saved);
}

/** `DELETE /api/github-config`: forgets owner, repo, branch and token (Not Configured). */
export async function deleteGitHubConfig(
  deps: Deps,
  actor: SessionUser,
): Promise<GitHubConfigView> {
  await deps.db.batch([
    deps.db.delete(settings).where(eq(settings.key, KEY)),
    auditInsert(deps, {
      action: "settings.github.deleted",
      actor,
      targetType: "settings",
      targetId: KEY,
    }),
  ]);
  return toView(null, 0);
}

/** Where to write, or null while GitHub is not configured (owner, repo and token). */
export async function getGitHubTarget(deps: Deps): Promise<GitHubTarget | null> {
  const { config } = await readStored(deps);
  if (!config?.owner || !config.repo || !config.token) return null;
  return { ...config, apiUrl: githubApiUrl(deps.env) };
}

/**
 * `POST /api/test-github-connection`: the repository is reachable, the token may push, and
 * the branch exists. `{success, message}`; 400 while not configured.
 */
export async function testGitHubConnection(
  deps: Deps,
  timeoutMs?: number,
): Promise<{ success: boolean; message: string }> {
  const target = await getGitHubTarget(deps);
  if (!target) {
    throw new AppError(
      400,
      "GITHUB_NOT_CONFIGURED",
      "GitHub is not configured: owner, repository and a token are required",
    );
  }
  try {
    const repository = await getRepository(target, timeoutMs);
    if (!repository.canPush) {
      return {
        success: false,
        message: `the token can read ${repository.fullName} but may not push to it (it needs Contents: read and write)`,
      };
    }
    if (!(await branchExists(target, timeoutMs))) {
      return {
        success: false,
        message: `branch "${target.branch}" does not exist in ${repository.fullName} (default branch: ${repository.defaultBranch})`,
      };
    }
    return {
      success: true,
      message: `${repository.fullName} is reachable and the token may push to ${target.branch}`,
    };
  } catch (error) {
    if (error instanceof GitHubError) return { success: false, message: error.message };
    throw error;
  }
}

/** YAML double-quoted scalar (JSON strings are valid YAML). */
const yaml = (value: string) => JSON.stringify(value);

/** The post as Markdown with YAML front matter, as it is written to the repository. */
export function blogToMarkdown(row: Blog): string {
  const lines = [
    "---",
    `title: ${yaml(row.title)}`,
    `slug: ${yaml(row.slug)}`,
    `excerpt: ${yaml(row.excerpt)}`,
    `author: ${yaml(row.author)}`,
    `category: ${yaml(row.category)}`,
    `categoryColor: ${yaml(row.categoryColor)}`,
    `readTime: ${yaml(row.readTime)}`,
    `featured: ${row.featured}`,
    `published: ${row.published}`,
    `image: ${row.image ? yaml(row.image) : "null"}`,
    `imageAlt: ${yaml(row.imageAlt)}`,
    `tags: [${row.tags.map(yaml).join(", ")}]`,
    "seo:",
    `  title: ${yaml(row.seoTitle)}`,
    `  description: ${yaml(row.seoDescription)}`,
    `  keywords: [${row.seoKeywords.map(yaml).join(", ")}]`,
    `  canonicalUrl: ${yaml(row.seoCanonicalUrl)}`,
    `createdAt: ${yaml(row.createdAt)}`,
    `updatedAt: ${yaml(row.updatedAt)}`,
    "---",
    "",
    "",
  ];
  return `${lines.join("\n")}${row.content.endsWith("\n") ? row.content : `${row.content}\n`}`;
}

export const blogFilePath = (slug: string) => `content/blog/${slug}.md`;

export interface GitHubPushResult {
  githubStatus: GitHubPushStatus;
  githubMessage: string;
}

/** Longest a blog save waits for GitHub in all (the browser gives up on the API at 30 s). */
export const PUSH_BUDGET_MS = 20_000;

/** The time-out for the next GitHub call: 10 s, or what is left of the push's budget. */
function budget(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) {
    throw new GitHubError(0, `GitHub did not finish within ${PUSH_BUDGET_MS / 1000} s`);
  }
  return Math.min(OUTBOUND_TIMEOUT_MS, left);
}

/** Writes a file, retrying once with a fresh sha when a concurrent push got there first. */
async function upsert(
  target: GitHubTarget,
  file: string,
  content: string,
  message: string,
  deadline: number,
) {
  for (let attempt = 0; ; attempt++) {
    const sha = await getFileSha(target, file, budget(deadline));
    try {
      return await putFile(target, file, content, message, sha, budget(deadline));
    } catch (error) {
      const raced = error instanceof GitHubError && (error.status === 409 || error.status === 422);
      if (!raced || attempt > 0) throw error;
    }
  }
}

async function removeIfPresent(
  target: GitHubTarget,
  file: string,
  message: string,
  deadline: number,
) {
  const sha = await getFileSha(target, file, budget(deadline));
  if (sha) await deleteFile(target, file, message, sha, budget(deadline));
  return sha !== null;
}

function logFailure(event: string, slug: string, error: unknown) {
  logError(event, {
    slug,
    // GitHubError messages are ours and never hold the token.
    error: error instanceof GitHubError ? error.message : "unexpected error",
    status: error instanceof GitHubError ? error.status : undefined,
  });
}

/**
 * After a blog save (or delete): writes content/blog/{slug}.md on the branch (removing the old
 * file after a slug change), or deletes it. Null while GitHub is not configured. Never throws:
 * the save already stands in D1, so a failure is reported as githubStatus "error".
 */
export async function publishBlogToGitHub(
  deps: Deps,
  row: Blog,
  options: { previousSlug?: string; deleted?: boolean } = {},
): Promise<GitHubPushResult | null> {
  let target: GitHubTarget | null;
  try {
    target = await getGitHubTarget(deps);
  } catch (error) {
    logFailure("github.config_unreadable", row.slug, error);
    return {
      githubStatus: "error",
      githubMessage: "GitHub push failed: the stored configuration could not be read",
    };
  }
  if (!target) return null;
  const where = `${target.owner}/${target.repo}@${target.branch}`;
  const deadline = Date.now() + PUSH_BUDGET_MS;
  const file = blogFilePath(row.slug);
  try {
    if (options.deleted) {
      const existed = await removeIfPresent(target, file, `Delete blog post ${row.slug}`, deadline);
      return {
        githubStatus: "pushed",
        githubMessage: existed
          ? `Deleted ${file} from ${where}`
          : `${file} was not in ${where}; nothing to delete`,
      };
    }
    const { commitSha } = await upsert(
      target,
      file,
      blogToMarkdown(row),
      `Update blog post ${row.slug}`,
      deadline,
    );
    if (options.previousSlug && options.previousSlug !== row.slug) {
      await removeIfPresent(
        target,
        blogFilePath(options.previousSlug),
        `Rename blog post ${options.previousSlug} to ${row.slug}`,
        deadline,
      );
    }
    return {
      githubStatus: "pushed",
      githubMessage: `Pushed ${file} to ${where}${commitSha ? ` (commit ${commitSha.slice(0, 7)})` : ""}`,
    };
  } catch (error) {
    logFailure("github.push_failed", row.slug, error);
    const reason = error instanceof GitHubError ? error.message : "an unexpected error occurred";
    return {
      githubStatus: "error",
      githubMessage: `GitHub push failed, the post is saved on the site: ${reason}`,
    };
  }
}

/** What one SEO deploy request or one revert leaves in the repository: one file, one commit. */
export interface SeoChangeRecord {
  /** "deploys" for a deploy request (every page it changed), "reverts" for a revert. */
  kind: "deploys" | "reverts";
  /** The file's name: the request's first deploy id, or the reverted deploy's id. */
  id: string;
  message: string;
  body: unknown;
}

/**
 * Deploy Changes: records a deploy request (all its pages) as seo/deploys/{id}.json, or a
 * revert as seo/reverts/{id}.json, in ONE commit through the contents API. Null while GitHub
 * is not configured; never throws (the change already stands in D1).
 */
export async function recordSeoChangeInGitHub(
  deps: Deps,
  record: SeoChangeRecord,
): Promise<GitHubPushResult | null> {
  const target = await getGitHubTarget(deps).catch(() => null);
  if (!target) return null;
  const file = `seo/${record.kind}/${record.id.replace(/[^A-Za-z0-9_-]/g, "-")}.json`;
  try {
    await upsert(
      target,
      file,
      `${JSON.stringify(record.body, null, 2)}\n`,
      record.message,
      Date.now() + PUSH_BUDGET_MS,
    );
    return {
      githubStatus: "pushed",
      githubMessage: `Recorded ${file} in ${target.owner}/${target.repo}`,
    };
  } catch (error) {
    logFailure("github.seo_record_failed", record.id, error);
    return {
      githubStatus: "error",
      githubMessage: `Recording the change on GitHub failed: ${error instanceof GitHubError ? error.message : "unexpected error"}`,
    };
  }
}
