import { useEffect, useState } from "react";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDashboard() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-2xl font-semibold text-navy-900">Admin Dashboard</h1>
      <p data-testid="hydration" className="mt-2 text-sm text-slate-500">
        {hydrated ? "Interactive" : "Loading…"}
      </p>
    </main>
  );
}
