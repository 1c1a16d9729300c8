// Staff roles and what each may do, without zod: the dashboard's first load needs only these
// (user.ts, with the user forms' schemas, re-exports them).

export const ROLE_OPTIONS = ["admin", "editor", "author"] as const;
export type RoleOption = (typeof ROLE_OPTIONS)[number];

/** Admin > editor > author: each role can do what the ones below it can. */
export const ROLE_RANK: Record<RoleOption, number> = { author: 1, editor: 2, admin: 3 };

/** Whether `role` is `minimum` or above. */
export const roleAtLeast = (role: RoleOption, minimum: RoleOption): boolean =>
  ROLE_RANK[role] >= ROLE_RANK[minimum];

export const ROLE_LABELS: Record<RoleOption, string> = {
  admin: "Administrator",
  editor: "Editor",
  author: "Author",
};

/** What each role may do, shown where roles are chosen. */
export const ROLE_DESCRIPTIONS: Record<RoleOption, string> = {
  admin: "Everything, including users, SEO API keys and the GitHub integration.",
  editor: "All content and SEO tools; not users, SEO API keys or GitHub.",
  author: "Writes and edits their own blog posts.",
};

/** The signed-in staff member as admin screens see it. */
export interface CurrentUser {
  id: string;
  username: string;
  role: RoleOption;
  mfaEnabled: boolean;
  /** Passkeys count as a second factor too. */
  passkeyCount: number;
}
