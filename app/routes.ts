import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The blog editor (hydrated): `/admin/blog/{slug}` for a post, `/admin/blog/new` for a new one.
  route("admin/blog/new", "routes/admin/blog-editor.tsx", { id: "blog-editor-new" }),
  route("admin/blog/:slug", "routes/admin/blog-editor.tsx"),
  // The section library (server markup, like the public pages).
  route("admin/sections", "routes/admin/sections.tsx"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("blog/:slug/admin", "routes/public/blog-post-edit.tsx"),
    // A share link that shows nothing says why (a working one is the Worker's).
    route("preview/:token", "routes/public/preview.tsx"),
    route(":slug/admin", "routes/public/page-edit.tsx"),
    route(":slug", "routes/public/page.tsx"),
    route("*", "routes/public/page.tsx", { id: "public-splat" }),
  ]),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("login", "routes/admin/login.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
