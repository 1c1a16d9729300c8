import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { createComment, updateComment } from "../../worker/services/content/comments";
import { decideReview, submitReview } from "../../worker/services/content/reviews";
import type { Deps } from "../../worker/services/platform/deps";
import { createPost } from "../factories/blogs";
import { testDeps } from "../factories/deps";
import { insertUser, loginAs, type TestUser } from "../factories/users";

// The team's mail (issue 35), through the real send_email binding (recorded as it is handed
// the messages): reviewers hear of a submission, the writer of a decision, a user of a
// mention; one mail per event, none to the person who acted or to staff without an address.

type Sent = { from: string; to: string[]; subject: string; text: string };

function recordingDeps(): Deps & { sent: Sent[] } {
  const base = testDeps();
  const sent: Sent[] = [];
  const EMAIL = {
    send: async (message: Sent) => {
      sent.push(message);
      return env.EMAIL.send(message as never);
    },
  } as unknown as SendEmail;
  return { ...base, env: { ...base.env, EMAIL }, sent };
}

const db = createDb(env.DB);
let author: TestUser;
let editor: TestUser;
let quiet: TestUser;
let authorToken = "";

async function withEmail(user: TestUser, email: string | null) {
  await db.update(users).set({ email }).where(eq(users.id, user.id));
}

const actor = (user: TestUser) => ({ id: user.id, username: user.username, role: user.role });

beforeAll(async () => {
  // Only this file's staff have addresses: other users stay silent.
  await db.update(users).set({ email: null });
  author = await insertUser({ role: "author" });
  editor = await insertUser({ role: "editor" });
  quiet = await insertUser({ role: "editor" });
  await withEmail(author, "author@team.example");
  await withEmail(editor, "editor@team.example");
  await withEmail(quiet, null);
  authorToken = await loginAs(author);
});

describe("review mail", () => {
  it("tells the reviewers of a submission and the writer of a decision, never the actor", async () => {
    const { blog } = await createPost(authorToken, { title: "SOC playbooks" });
    const deps = recordingDeps();
    const { review } = await submitReview(
      deps,
      { target: { type: "post", id: blog.id }, version: blog.version },
      actor(author),
    );
    expect(deps.sent).toHaveLength(1);
    expect(deps.sent[0]).toMatchObject({
      to: ["editor@team.example"],
      subject: "Review requested: SOC playbooks",
    });
    expect(deps.sent[0]?.from).toMatch(/^team@/);
    expect(deps.sent[0]?.text).toContain(`${author.username} sent “SOC playbooks” for review.`);
    expect(deps.sent[0]?.text).toMatch(
      new RegExp(`Open it: https?://[^\\s]+/admin/blog/${blog.slug}`),
    );

    const decided = recordingDeps();
    await decideReview(
      decided,
      review.id,
      "changes_requested",
      { comment: "Name the on-call rota", version: review.version },
      actor(editor),
    );
    expect(decided.sent).toHaveLength(1);
    expect(decided.sent[0]).toMatchObject({
      to: ["author@team.example"],
      subject: "Changes requested: SOC playbooks",
    });
    expect(decided.sent[0]?.text).toContain("What should change: Name the on-call rota");
  });

  it("tells the mentioned, once, and never the writer", async () => {
    const { blog } = await createPost(authorToken, { title: "Backup drills" });
    const deps = recordingDeps();
    const { comment } = await createComment(
      deps,
      {
        target: { type: "post", id: blog.id },
        body: `@${author.username} and @${quiet.username}: please check the RPO figure. @${editor.username}`,
      },
      actor(editor),
    );
    // The editor mentioned themselves (no mail) and a colleague with no address (none).
    expect(deps.sent).toHaveLength(1);
    expect(deps.sent[0]).toMatchObject({
      to: ["author@team.example"],
      subject: `${editor.username} mentioned you on “Backup drills”`,
    });
    // An edit mails only those newly mentioned (not the author again).
    const late = await insertUser({ role: "editor" });
    await withEmail(late, "late@team.example");
    const edited = recordingDeps();
    await updateComment(
      edited,
      comment.id,
      { version: comment.version, body: `${comment.body} Thanks @${late.username}.` },
      actor(editor),
    );
    expect(edited.sent.map((mail) => mail.to)).toEqual([["late@team.example"]]);
  });
});
