import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
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
