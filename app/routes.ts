import { index, prefix, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/public/home.tsx"),
  ...prefix("admin", [index("routes/admin/dashboard.tsx")]),
] satisfies RouteConfig;
