import { z } from "zod";

// GitHub tab (spec §3 "GitHub config", §4, §5, §8).

export const DEFAULT_GITHUB_BRANCH = "main";

export const GITHUB_MESSAGES = {
  required: "Owner and Repository are required",
  loadFailed: (message: string) => `Failed to load configuration: ${message}`,
  saveFailed: (message: string) => `Failed to save configuration: ${message}`,
  connectionFailed: (message: string) => `Connection failed: ${message}`,
  connectionOk: (message: string) => `Connection successful: ${message}`,
  saved: "GitHub configuration saved",
} as const;

const ownerOrRepo = (label: string) =>
  z
    .string({ error: GITHUB_MESSAGES.required })
    .trim()
    .min(1, GITHUB_MESSAGES.required)
    .max(100, `${label} must be at most 100 characters`)
    .regex(/^[A-Za-z0-9._-]+$/, `${label} may contain only letters, digits, '.', '_' and '-'`)
    .refine((value) => value !== "." && value !== "..", `${label} is not a valid name`);

/** `POST /api/github-config`: the token is write-only; empty keeps the stored one. */
export const GitHubConfigSaveSchema = z.object({
  owner: ownerOrRepo("Owner"),
  repo: ownerOrRepo("Repository"),
  branch: z
    .string("Branch must be text")
    .trim()
    .max(100, "Branch must be at most 100 characters")
    .regex(
      /^(?!\/|.*\/\/|.*\.\.|.*\/$|.*\.lock$)[A-Za-z0-9._/-]*$/,
      "Branch may contain only letters, digits, '.', '_', '-' and '/'",
    )
    .transform((value) => value || DEFAULT_GITHUB_BRANCH)
    .default(DEFAULT_GITHUB_BRANCH),
  token: z
    .string("Token must be text")
    .trim()
    .max(255, "Token must be at most 255 characters")
    .regex(/^[!-~]*$/, "Token must be printable characters without spaces")
    .default(""),
  /**
   * The version the form loaded (0 before the first save); a stale one answers 409. Missing:
   * 0, a first save; once the configuration is stored, that is the 409.
   */
  version: z.int("Version must be a whole number").min(0).default(0),
});
export type GitHubConfigSave = z.infer<typeof GitHubConfigSaveSchema>;

/** What `GET /api/github-config` answers in `config`; never the token. */
export interface GitHubConfigView {
  owner: string;
  repo: string;
  branch: string;
  hasToken: boolean;
  /** Configured only when owner, repo and a stored token all exist (spec §4). */
  configured: boolean;
  version: number;
}

/** Repository push status after a blog save (spec §4). */
export type GitHubPushStatus = "pushed" | "skipped" | "error";
