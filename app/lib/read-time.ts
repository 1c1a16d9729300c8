// A post's read time: the one staff typed, else counted from the words a reader reads. One
// place for the rule, so the post page, the blog index, the editor's preview and the AI writer
// say the same.

/** Words a reader takes in per minute (a common figure for web reading). */
export const READ_WORDS_PER_MINUTE = 220;

/** "4 min read" for `words` words, at least one minute. */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.round(words / READ_WORDS_PER_MINUTE))} min read`;
}

/**
 * The words a reader reads in a markdown body: link and image addresses, HTML tags and
 * markdown marks are not words; link texts and image alt texts are.
 */
export function countMarkdownWords(markdown: string): number {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[#>*_`~|[\]()-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The read time a post shows: the one staff set, else counted from its words. */
export function postReadTime(post: { readTime: string; content: string }): string {
  return post.readTime.trim() || readTimeFor(countMarkdownWords(post.content));
}
