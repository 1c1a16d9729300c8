import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // e2e and bench build into their own folder so parallel runs never share a build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
