import { LogOut, ShieldCheck, ShieldOff } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  ReauthOnDemand,
  SecondFactorSetupLoading,
  SecondFactorSetupScreen,
} from "~/components/identity/on-demand";
import { BrowserOnly, browserOnly } from "~/components/ui/browser-only";
import { Button } from "~/components/ui/button";
import { Badge, EmptyState, LoadingRows } from "~/components/ui/card";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toaster";
import { requireStaff } from "~/lib/admin-session.server";
import { apiRequest, redirectToLogin } from "~/lib/api";
import { reviewTabBadge } from "~/lib/review-format";
import type { ReviewList } from "~/schemas/reviews";
import { type CurrentUser, type RoleOption, roleAtLeast } from "~/schemas/roles";
import { appContext } from "../../context";
import type { Route } from "./+types/dashboard";

// The tabs' screens load in the browser (see browserOnly): the server renders the dashboard's
// header and tab bar, with a loading state where the open tab's screen goes.
const AdminContentTab = browserOnly(() =>
  import("~/components/admin/content-tab").then((m) => m.AdminContentTab),
);
const AdminCreateTab = browserOnly(() =>
  import("~/components/admin/create-tab").then((m) => m.AdminCreateTab),
);
const AdminGitHubTab = browserOnly(() =>
  import("~/components/admin/github-tab").then((m) => m.AdminGitHubTab),
);
const AdminSettingsTab = browserOnly(() =>
  import("~/components/admin/settings-tab").then((m) => m.AdminSettingsTab),
);
const AiSeoTab = browserOnly(() =>
  import("~/components/ai-seo/ai-seo-tab").then((m) => m.AiSeoTab),
);
const AnalyticsTab = browserOnly(() =>
  import("~/components/analytics/analytics-tab").then((m) => m.AnalyticsTab),
);
const RedirectsTab = browserOnly(() =>
  import("~/components/redirects/redirects-tab").then((m) => m.RedirectsTab),
);
const ReviewsTab = browserOnly(() =>
  import("~/components/reviews/reviews-tab").then((m) => m.ReviewsTab),
);
const LeadsTab = browserOnly(() => import("~/components/leads/leads-tab").then((m) => m.LeadsTab));
const AdminMediaTab = browserOnly(() =>
  import("~/components/media/media-tab").then((m) => m.AdminMediaTab),
);
const AdminUsersTab = browserOnly(() =>
  import("~/components/identity/users-tab").then((m) => m.AdminUsersTab),
);
const NuxtSeoTab = browserOnly(() =>
  import("~/components/seo/nuxt-seo-tab").then((m) => m.NuxtSeoTab),
);
const OttoSeoTab = browserOnly(() =>
  import("~/components/seo/otto-seo-tab").then((m) => m.OttoSeoTab),
);
const SeoAnalyzerTab = browserOnly(() =>
  import("~/components/seo/seo-analyzer-tab").then((m) => m.SeoAnalyzerTab),
);
const AdminSeoApisTab = browserOnly(() =>
  import("~/components/seo/seo-apis-tab").then((m) => m.AdminSeoApisTab),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request, { secondFactorSetup: true });
  return { user, secondFactorRequired: context.get(appContext).secondFactorRequired ?? false };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

type TabId =
  | "create"
  | "ai-seo"
  | "seo-analyzer"
  | "nuxt-seo"
  | "content"
  | "reviews"
  | "leads"
  | "analytics"
  | "redirects"
  | "media"
  | "users"
  | "otto-seo"
  | "seo-apis"
  | "github"
  | "settings";

interface TabSpec {
  id: TabId;
  label: string;
  /** Lowest role that sees the tab (admin > editor > author). */
  minRole: RoleOption;
}

/**
 * The spec's ten tabs, in its order, with Reviews (issue 35), the leads inbox (issue #22),
 * Analytics (issue 33), Redirects (issue 34) and the Media library (issue #21) after Content.
 */
const TABS: TabSpec[] = [
  { id: "create", label: "Create", minRole: "author" },
  { id: "ai-seo", label: "AI SEO", minRole: "editor" },
  { id: "seo-analyzer", label: "SEO Analyzer", minRole: "editor" },
  { id: "nuxt-seo", label: "Nuxt SEO", minRole: "editor" },
  { id: "content", label: "Content", minRole: "author" },
  { id: "reviews", label: "Reviews", minRole: "author" },
  { id: "leads", label: "Leads", minRole: "editor" },
  { id: "analytics", label: "Analytics", minRole: "editor" },
  { id: "redirects", label: "Redirects", minRole: "editor" },
  { id: "media", label: "Media", minRole: "author" },
  { id: "users", label: "Users", minRole: "admin" },
  { id: "otto-seo", label: "OTTO SEO", minRole: "editor" },
  { id: "seo-apis", label: "SEO APIs", minRole: "admin" },
  { id: "github", label: "GitHub", minRole: "admin" },
  { id: "settings", label: "Settings", minRole: "author" },
];

export function visibleTabs(role: RoleOption): TabSpec[] {
  return TABS.filter((tab) => roleAtLeast(role, tab.minRole));
}

function Pending({ label }: { label: string }) {
  return (
    <EmptyState title={`${label} is not available yet`}>
      This tool is being built and will appear here in a coming release.
    </EmptyState>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, secondFactorRequired } = loaderData;
  const [me, setMe] = useState<CurrentUser>(user);
  const [params, setParams] = useSearchParams();
  const tabs = visibleTabs(me.role);
  const requested = params.get("tab");
  const active = tabs.find((tab) => tab.id === requested)?.id ?? "content";
  const [userCount, setUserCount] = useState<number | null>(null);
  const [blogCount, setBlogCount] = useState<number | null>(null);
  const [newLeadCount, setNewLeadCount] = useState<number | null>(null);
  /** What waits for a reviewer, or came back to a writer ("3 waiting"); null: nothing. */
  const [reviewCount, setReviewCount] = useState<ReturnType<typeof reviewTabBadge>>(null);
  const canReview = roleAtLeast(me.role, "editor");
  const reviewCountsChanged = useCallback(
    (list: Pick<ReviewList, "counts" | "canReview">) => setReviewCount(reviewTabBadge(list)),
    [],
  );
  const [loggingOut, setLoggingOut] = useState(false);

  const refreshCounts = useCallback(async () => {
    try {
      const blogs = await apiRequest<unknown[]>("/api/blogs");
      setBlogCount(Array.isArray(blogs) ? blogs.length : null);
    } catch {
      setBlogCount(null);
    }
    try {
      // A count is not worth a sign-out: a refusal here only leaves the tab without one.
      const which = roleAtLeast(me.role, "editor") ? "waiting" : "mine";
      reviewCountsChanged(
        await apiRequest<ReviewList>(`/api/reviews?${which}=1`, { redirectOnAuthError: false }),
      );
    } catch {
      setReviewCount(null);
    }
    if (roleAtLeast(me.role, "editor")) {
      try {
        setNewLeadCount((await apiRequest<{ newCount: number }>("/api/leads/count")).newCount);
      } catch {
        setNewLeadCount(null);
      }
    }
    if (me.role === "admin") {
      try {
        setUserCount((await apiRequest<unknown[]>("/api/users")).length);
      } catch {
        toast.error("Failed to fetch data");
      }
    }
  }, [me.role, reviewCountsChanged]);

  useEffect(() => {
    // Until a second factor is set up the API refuses these reads (and would send us here).
    if (!secondFactorRequired) void refreshCounts();
  }, [refreshCounts, secondFactorRequired]);

  async function logout() {
    setLoggingOut(true);
    try {
      await apiRequest("/api/auth/logout", { method: "POST", redirectOnAuthError: false });
    } catch {
      // Signed out already, or offline: the login page is the right place either way.
    }
    window.location.assign("/admin/login");
  }

  const label = (tab: TabSpec) => {
    if (tab.id === "leads" && newLeadCount !== null) {
      return (
        <span className="inline-flex items-center gap-1.5">
          {tab.label}{" "}
          <span className="rounded-full bg-accent-700 px-1.5 text-xs text-white">
            {newLeadCount} new
          </span>
        </span>
      );
    }
    if (tab.id === "reviews" && reviewCount) {
      return (
        <span className="inline-flex items-center gap-1.5">
          {tab.label}{" "}
          <span className="rounded-full bg-accent-700 px-1.5 text-xs text-white">
            {reviewCount.text}
          </span>
        </span>
      );
    }
    const count = tab.id === "content" ? blogCount : tab.id === "users" ? userCount : null;
    return count === null ? (
      tab.label
    ) : (
      <span className="inline-flex items-center gap-1.5">
        {tab.label}
        <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600">{count}</span>
      </span>
    );
  };

  const content = (tab: TabSpec) => {
    switch (tab.id) {
      case "create":
        return <AdminCreateTab user={me} />;
      case "content":
        return <AdminContentTab user={me} onBlogCountChange={setBlogCount} />;
      case "reviews":
        return <ReviewsTab canReview={canReview} onCountsChange={reviewCountsChanged} />;
      case "leads":
        return (
          <LeadsTab
            focusLeadId={params.get("lead")}
            onNewCountChange={setNewLeadCount}
            onUnauthorized={redirectToLogin}
          />
        );
      case "analytics":
        return <AnalyticsTab />;
      case "redirects":
        return <RedirectsTab />;
      case "media":
        return <AdminMediaTab user={me} />;
      case "users":
        return <AdminUsersTab me={me} onMeChange={setMe} onCountChange={setUserCount} />;
      case "settings":
        return <AdminSettingsTab me={me} onMeChange={setMe} />;
      case "seo-apis":
        return <AdminSeoApisTab />;
      case "github":
        return <AdminGitHubTab />;
      case "ai-seo":
        return <AiSeoTab />;
      case "seo-analyzer":
        return <SeoAnalyzerTab />;
      case "otto-seo":
        return <OttoSeoTab />;
      case "nuxt-seo":
        return <NuxtSeoTab />;
      default:
        return <Pending label={tab.label} />;
    }
  };

  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
              Admin Dashboard
            </p>
            <h1 className="text-xl font-semibold text-navy-900">Welcome, {me.username}</h1>
          </div>
          <div className="flex items-center gap-3">
            {me.mfaEnabled || me.passkeyCount > 0 ? (
              <Badge tone="success">
                <ShieldCheck className="mr-1 size-3.5" aria-hidden /> MFA enabled
              </Badge>
            ) : (
              <Badge tone="warning">
                <ShieldOff className="mr-1 size-3.5" aria-hidden /> MFA disabled
              </Badge>
            )}
            <Badge>{me.role}</Badge>
            <Button variant="secondary" size="sm" onClick={logout} loading={loggingOut}>
              <LogOut className="size-4" aria-hidden /> Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        {secondFactorRequired ? (
          <BrowserOnly fallback={<SecondFactorSetupLoading />}>
            <SecondFactorSetupScreen />
          </BrowserOnly>
        ) : (
          <Tabs
            label="Admin sections"
            value={active}
            onValueChange={(value) => setParams({ tab: value }, { replace: true })}
            items={tabs.map((tab) => ({
              value: tab.id,
              label: label(tab),
              accessibleName:
                tab.id === "leads" && newLeadCount !== null
                  ? `${tab.label}, ${newLeadCount} new`
                  : tab.id === "reviews"
                    ? reviewCount?.name
                    : undefined,
              content: (
                <BrowserOnly fallback={<LoadingRows label={`Loading ${tab.label}`} />}>
                  {content(tab)}
                </BrowserOnly>
              ),
            }))}
          />
        )}
      </main>
      <ReauthOnDemand mfaEnabled={me.mfaEnabled} passkeys={me.passkeyCount > 0} />
    </>
  );
}
