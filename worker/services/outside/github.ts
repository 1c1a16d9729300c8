import type { Bindings } from "../../env";
import {
  errorMessageOf,
  fetchOutside,
  isRecord,
  OutboundError,
  outsideServiceUrl,
  readJson,
} from "./outbound-http";

// GitHub REST API: the repository, a branch, and the contents API (create, update, delete a
// file). Every failure becomes GitHubError with a message staff can act on; never the token.

export const GITHUB_API_URL = "https://api.github.com";

/** Where one repository's files go. */
export interface GitHubTarget {
  apiUrl: string;
  owner: string;
  repo: string;
  branch: string;
  token: string;
}

export class GitHubError extends Error {
  constructor(
    /** GitHub's HTTP status, or 0 for a time-out or an unreachable API. */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GitHubError";
  }
}

/** GitHub's API base: api.github.com, or GITHUB_API_URL (a local fake) in tests and e2e. */
export function githubApiUrl(env: Pick<Bindings, "ENVIRONMENT" | "GITHUB_API_URL">): string {
  return outsideServiceUrl(env, GITHUB_API_URL, env.GITHUB_API_URL).replace(/\/+$/, "");
}

/** A clear message for a GitHub error status. */
export function describeGitHubStatus(status: number, detail: string | null): string {
  const said = detail ? ` GitHub said: "${detail}".` : "";
  switch (status) {
    case 401:
      return `GitHub rejected the token (401): it is wrong, expired or revoked.${said}`;
    case 403:
      return `GitHub refused access (403): the token lacks permission for this repository, or the rate limit was reached.${said}`;
    case 404:
      return `Not found on GitHub (404): check the owner, repository and branch, and that the token can see the repository.${said}`;
    case 409:
      return `GitHub reported a conflict (409): the branch changed at the same time or the repository is empty; save again.${said}`;
    case 422:
      return `GitHub refused the change (422): the request was not valid for this repository or branch.${said}`;
    default:
      return `GitHub answered ${status}.${said}`;
  }
}

async function call(
  target: GitHubTarget,
  method: "GET" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  timeoutMs?: number,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchOutside(
      "GitHub",
      `${target.apiUrl}${path}`,
      {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${target.token}`,
          "x-github-api-version": "2022-11-28",
          "user-agent": "msp-site",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof OutboundError) throw new GitHubError(0, error.message);
    throw error;
  }
  return { status: response.status, body: await readJson(response) };
}

function fail(status: number, body: unknown): never {
  throw new GitHubError(status, describeGitHubStatus(status, errorMessageOf(body)));
}

const repoPath = (t: GitHubTarget) =>
  `/repos/${encodeURIComponent(t.owner)}/${encodeURIComponent(t.repo)}`;
const contentsPath = (t: GitHubTarget, file: string) =>
  `${repoPath(t)}/contents/${file.split("/").map(encodeURIComponent).join("/")}`;

export interface GitHubRepository {
  fullName: string;
  defaultBranch: string;
  private: boolean;
  canPush: boolean;
}

/** The repository and whether the token may push to it. */
export async function getRepository(
  target: GitHubTarget,
  timeoutMs?: number,
): Promise<GitHubRepository> {
  const { status, body } = await call(target, "GET", repoPath(target), undefined, timeoutMs);
  if (status !== 200 || !isRecord(body)) fail(status, body);
  const permissions = isRecord(body.permissions) ? body.permissions : {};
  return {
    fullName:
      typeof body.full_name === "string" ? body.full_name : `${target.owner}/${target.repo}`,
    defaultBranch: typeof body.default_branch === "string" ? body.default_branch : "main",
    private: body.private === true,
    canPush: permissions.push === true || permissions.admin === true,
  };
}

/** Whether the branch exists (404 → false). */
export async function branchExists(target: GitHubTarget, timeoutMs?: number): Promise<boolean> {
  const { status, body } = await call(
    target,
    "GET",
    `${repoPath(target)}/branches/${encodeURIComponent(target.branch)}`,
    undefined,
    timeoutMs,
  );
  if (status === 200) return true;
  if (status === 404) return false;
  fail(status, body);
}

/** The blob sha of a file on the branch, or null when there is none. */
export async function getFileSha(
  target: GitHubTarget,
  file: string,
  timeoutMs?: number,
): Promise<string | null> {
  const { status, body } = await call(
    target,
    "GET",
    `${contentsPath(target, file)}?ref=${encodeURIComponent(target.branch)}`,
    undefined,
    timeoutMs,
  );
  if (status === 404) return null;
  if (status !== 200 || !isRecord(body) || typeof body.sha !== "string") fail(status, body);
  return body.sha;
}

/** Standard base64 of UTF-8 text, as the contents API wants it. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The sha of the commit a contents API answer names ("" when it names none). */
function commitShaOf(body: Record<string, unknown>): string {
  const commit = isRecord(body.commit) ? body.commit : {};
  return typeof commit.sha === "string" ? commit.sha : "";
}

/** Creates (no sha) or updates (with the file's sha) a file; returns the commit's sha. */
export async function putFile(
  target: GitHubTarget,
  file: string,
  content: string,
  message: string,
  sha: string | null,
  timeoutMs?: number,
): Promise<{ commitSha: string }> {
  const { status, body } = await call(
    target,
    "PUT",
    contentsPath(target, file),
    { message, content: toBase64(content), branch: target.branch, ...(sha ? { sha } : {}) },
    timeoutMs,
  );
  if ((status !== 200 && status !== 201) || !isRecord(body)) fail(status, body);
  return { commitSha: commitShaOf(body) };
}

/** Deletes a file at `sha`; returns the commit's sha. */
export async function deleteFile(
  target: GitHubTarget,
  file: string,
  message: string,
  sha: string,
  timeoutMs?: number,
): Promise<{ commitSha: string }> {
  const { status, body } = await call(
    target,
    "DELETE",
    contentsPath(target, file),
    { message, sha, branch: target.branch },
    timeoutMs,
  );
  if (status !== 200 || !isRecord(body)) fail(status, body);
  return { commitSha: commitShaOf(body) };
}
