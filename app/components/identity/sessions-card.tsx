import { LogOut, Monitor } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { apiRequest, errorText, redirectToLogin } from "~/lib/api";
import { formatDateTime } from "~/lib/format";
import { describeUserAgent } from "~/lib/user-agent";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, LoadingRows } from "../ui/card";
import { toast } from "../ui/toaster";

interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/**
 * Where the signed-in user is signed in. Any session can be signed out; signing out this one
 * goes to the login page.
 */
export function SessionsCard() {
  const [sessions, setSessions] = useState<SessionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions(await apiRequest<SessionSummary[]>("/api/auth/sessions"));
      setError(null);
    } catch {
      setError("Failed to fetch data");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function revoke(session: SessionSummary) {
    try {
      await apiRequest(`/api/auth/sessions/${session.id}`, { method: "DELETE" });
      if (session.current) return redirectToLogin();
      toast.success("Session signed out");
      setSessions((list) => list?.filter((s) => s.id !== session.id) ?? null);
    } catch (caught) {
      toast.error(errorText(caught, "Network error occurred"));
    }
  }

  return (
    <Card>
      <CardHeader
        title="Active sessions"
        description="Where you are signed in. Sign out anything you do not recognise."
      />
      <div className="p-5">
        {error ? (
          <Alert>{error}</Alert>
        ) : sessions === null ? (
          <LoadingRows rows={2} label="Loading sessions" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex items-center gap-3">
                  <Monitor className="size-5 text-slate-400" aria-hidden />
                  <div>
                    <p className="text-sm font-medium text-navy-900">
                      {describeUserAgent(session.userAgent)}{" "}
                      {session.current && <Badge tone="accent">This device</Badge>}
                    </p>
                    <p className="text-xs text-slate-500">
                      {session.ip ?? "Unknown address"} · signed in{" "}
                      {formatDateTime(session.createdAt)} · last active{" "}
                      {formatDateTime(session.lastSeenAt)}
                    </p>
                  </div>
                </div>
                <Button variant="ghost" size="sm" onClick={() => revoke(session)}>
                  <LogOut className="size-4" aria-hidden /> Sign out
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
