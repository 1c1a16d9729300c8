import { Lexer, type Token } from "marked";

// Images a post cannot show: the public render keeps only this site's /images/… (see
// app/lib/markdown.ts), so the editor names the others instead of letting them vanish.

/** Whether an image address is one of this site's uploaded images. */
export function isSiteImage(src: string): boolean {
  return /^\/images\/[^/\\?#\s]+(?:[?#].*)?$/.test(src.trim());
}

export interface ForeignImage {
  alt: string;
  src: string;
}

/** The images of a markdown text whose address is not this site's /images/…, in order. */
export function foreignImages(markdown: string): ForeignImage[] {
  const found: ForeignImage[] = [];
  const visit = (tokens: Token[] | undefined) => {
    for (const token of tokens ?? []) {
      if (token.type === "image" && !isSiteImage(token.href)) {
        found.push({ alt: token.text, src: token.href });
      }
      if ("tokens" in token) visit(token.tokens);
      if (token.type === "list") for (const item of token.items) visit(item.tokens);
      if (token.type === "table") {
        for (const cell of token.header) visit(cell.tokens);
        for (const row of token.rows) for (const cell of row) visit(cell.tokens);
      }
    }
  };
  visit(new Lexer({ gfm: true }).lex(markdown));
  return found;
}
