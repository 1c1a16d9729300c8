import { useEffect, useState } from "react";
import { apiRequest } from "../../lib/api";
import type { BlogPost } from "../../schemas/blog";
import { Field, Select } from "../ui/field";

// "Send its visitors to": the replacement a deleted page or post leaves its address to (issue
// 34). The old address then answers a permanent redirect, so links from other sites, search
// results and shared posts keep working.

interface LiveAddress {
  path: string;
  title: string;
}

interface Choices {
  pages: LiveAddress[];
  posts: LiveAddress[];
}

/**
 * The pages visitors can see now (for editors and admins) and the published posts, but
 * `except`; null while they load. An author gets no page list (403): posts and the blog only.
 */
function useLiveAddresses(except: string): Choices | null {
  const [choices, setChoices] = useState<Choices | null>(null);
  useEffect(() => {
    let current = true;
    const pagesRequest = apiRequest<{ pages: (LiveAddress & { isActive: boolean })[] }>(
      "/api/pages",
      { redirectOnAuthError: false },
    ).then(
      (answer) => answer.pages.filter((page) => page.isActive),
      () => [{ path: "/", title: "Home" }],
    );
    const postsRequest = apiRequest<BlogPost[]>("/api/blogs", { redirectOnAuthError: false }).then(
      (posts) =>
        posts
          .filter((post) => post.published)
          .map((post) => ({ path: `/blog/${post.slug}`, title: post.title })),
      () => [],
    );
    void Promise.all([pagesRequest, postsRequest]).then(([pages, posts]) => {
      if (!current) return;
      const withBlog = pages.some((page) => page.path === "/blog")
        ? pages
        : [...pages, { path: "/blog", title: "Blog" }];
      const keep = (entry: LiveAddress) => entry.path !== except;
      setChoices({
        pages: withBlog.filter(keep).sort((a, b) => a.path.localeCompare(b.path)),
        posts: posts.filter(keep).sort((a, b) => a.title.localeCompare(b.title)),
      });
    });
    return () => {
      current = false;
    };
  }, [except]);
  return choices;
}

interface ReplacementFieldProps {
  /** The address being deleted (never offered as its own replacement). */
  address: string;
  value: string;
  onChange: (path: string) => void;
}

/** A choice of where the deleted address sends visitors: "" leaves it a "Page not found". */
export function ReplacementField({ address, value, onChange }: ReplacementFieldProps) {
  const choices = useLiveAddresses(address);
  return (
    <Field
      label="Send its visitors to"
      hint={
        value
          ? `${address} will answer a permanent redirect (301) to ${value}: links from other sites and search results keep working.`
          : `${address} will answer "Page not found". Choose a page to keep its links working.`
      }
    >
      {(props) => (
        <Select
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={choices === null}
        >
          <option value="">
            {choices === null ? "Loading pages…" : "Nowhere (Page not found)"}
          </option>
          {choices && choices.pages.length > 0 && (
            <optgroup label="Pages">
              {choices.pages.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.title} ({page.path})
                </option>
              ))}
            </optgroup>
          )}
          {choices && choices.posts.length > 0 && (
            <optgroup label="Blog posts">
              {choices.posts.map((post) => (
                <option key={post.path} value={post.path}>
                  {post.title}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
      )}
    </Field>
  );
}
