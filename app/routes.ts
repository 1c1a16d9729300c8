import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Before the public catch-all: the blog editor (hydrated).
  route("blog/:slug/admin", "routes/admin/blog-editor.tsx"),
  route("admin/blog/new", "routes/admin/blog-editor.tsx", { id: "blog-editor-new" }),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
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
