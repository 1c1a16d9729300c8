import { sql } from "drizzle-orm";
import { AppError } from "../../errors";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { seedLaunchPosts } from "./blog-publishing";
import type { BlogActor } from "./blogs";

// Create Test Data: a few real-looking draft posts for a fresh site.

interface TestPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  categoryColor: string;
  readTime: string;
  featured: boolean;
  tags: string[];
}

/** The 409 when test data is asked for on a site that already has posts. */
export const TEST_DATA_SITE_NOT_EMPTY_MESSAGE =
  "Test data can only be created while the site has no blog posts.";

const TEST_POSTS: readonly TestPost[] = [
  {
    slug: "patch-tuesday-playbook",
    title: "A Patch Tuesday Playbook for Small IT Teams",
    excerpt:
      "How to test, stage and roll out Microsoft's monthly updates in three waves without breaking line-of-business apps.",
    content:
      "## Three waves\n\n1. **Pilot** (day 1): IT staff and five volunteers.\n2. **Broad** (day 3): everyone except critical servers.\n3. **Critical** (day 7): servers, in their maintenance window.\n\n## What to watch\n\n- Failed installs reported by your RMM\n- Help desk tickets mentioning printing or VPN\n- Reboots still pending after 48 hours\n",
    category: "Tips",
    categoryColor: "#8B5CF6",
    readTime: "4 min read",
    featured: false,
    tags: ["patching", "Windows", "RMM"],
  },
  {
    slug: "mfa-rollout-without-the-revolt",
    title: "Rolling Out MFA Without a Staff Revolt",
    excerpt:
      "Multi-factor authentication is the cheapest security win there is. Here is how to introduce it so people thank you instead of calling the help desk.",
    content:
      "## Start with the why\n\nExplain the risk in one sentence: a stolen password alone should never be enough.\n\n## Make it easy\n\n- Use an authenticator app with push approval\n- Enrol people in person, department by department\n- Keep two recovery methods per person\n\n> Announce the date two weeks ahead and again the day before.\n",
    category: "Cybersecurity",
    categoryColor: "#EF4444",
    readTime: "5 min read",
    featured: false,
    tags: ["MFA", "security awareness"],
  },
  {
    slug: "backup-restore-drill",
    title: "Why Your Backups Need a Quarterly Restore Drill",
    excerpt:
      "A backup that has never been restored is a hope, not a plan. A quarterly drill takes an afternoon and tells you what recovery really looks like.",
    content:
      "## The drill\n\nPick one server and one mailbox at random. Restore both to an isolated network and time each step.\n\n## Write it down\n\nRecord how long the restore took and what went wrong. Fix one thing before the next drill.\n",
    category: "Business",
    categoryColor: "#14B8A6",
    readTime: "3 min read",
    featured: false,
    tags: ["backup", "disaster recovery"],
  },
  {
    slug: "choosing-a-noc-partner",
    title: "Choosing a NOC Partner: Questions to Ask Before You Sign",
    excerpt:
      "Twelve questions that separate a real network operations centre from an alert forwarding service.",
    content:
      "## Coverage\n\n- Who is on shift at 3 a.m. on a Sunday?\n- How are escalations approved?\n\n## Evidence\n\nAsk for a sample morning report and last quarter's response times.\n",
    category: "IT Support",
    categoryColor: "#0EA5E9",
    readTime: "6 min read",
    featured: false,
    tags: ["NOC", "outsourcing"],
  },
];

/**
 * Adds a few real-looking draft posts owned by the actor, only while the site has no posts at
 * all (launch posts included). One INSERT … SELECT … WHERE NOT EXISTS, so two clicks at once
 * still add one set; drafts are not public, so neither the feeds nor the page cache change.
 */
export async function createTestData(
  deps: Deps,
  actor: BlogActor,
): Promise<{ success: true; created: number; message: string }> {
  await seedLaunchPosts(deps);
  const now = Date.now();
  const rows = TEST_POSTS.map((post, index) => {
    const at = new Date(now - (index + 1) * 86_400_000).toISOString();
    const tags = JSON.stringify(post.tags);
    return sql`(${crypto.randomUUID()}, ${post.slug}, ${post.title}, ${post.excerpt}, ${post.content}, ${actor.username}, ${actor.id}, ${post.category}, ${post.categoryColor}, ${post.readTime}, ${post.featured ? 1 : 0}, 0, ${tags}, ${post.title}, ${post.excerpt}, ${tags}, ${at}, ${at})`;
  });
  const inserted = await deps.db.all<{ id: string }>(sql`
    INSERT INTO blogs (id, slug, title, excerpt, content, author, author_id, category,
      category_color, read_time, featured, published, tags, seo_title, seo_description,
      seo_keywords, created_at, updated_at)
    SELECT * FROM (VALUES ${sql.join(rows, sql`, `)})
    WHERE NOT EXISTS (SELECT 1 FROM blogs)
    RETURNING id`);
  if (inserted.length === 0) {
    throw new AppError(409, "SITE_NOT_EMPTY", TEST_DATA_SITE_NOT_EMPTY_MESSAGE);
  }
  await auditInsert(deps, {
    action: "blog.test_data_created",
    actor,
    details: { count: inserted.length },
  });
  return { success: true, created: inserted.length, message: "Test data created successfully" };
}
