/** A launch post typed in code; seeded once into D1, then edited like any other post. */
export interface LaunchPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  author: string;
  category: string;
  categoryColor: string;
  readTime: string;
  featured: boolean;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  /** ISO date-time the post first went out. */
  createdAt: string;
}
