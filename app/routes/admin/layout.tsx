import { Outlet } from "react-router";
import { Toaster } from "~/components/ui/toaster";

/** Everything under /admin: a hydrated React app with one toast at a time. */
export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <Outlet />
      <Toaster />
    </div>
  );
}
