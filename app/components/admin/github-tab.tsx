import { CheckCircle2, GitBranch, PlugZap, Save, XCircle } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import {
  DEFAULT_GITHUB_BRANCH,
  GITHUB_MESSAGES,
  type GitHubConfigView,
} from "~/schemas/github-config";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, LoadingRows } from "../ui/card";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";

/** Delay between a save and the automatic connection test (spec §4). */
const TEST_AFTER_SAVE_MS = 1000;

interface ConnectionResult {
  success: boolean;
  message: string;
}

/**
 * The GitHub tab (admin): where blog posts are published as Markdown. The token is
 * write-only; after saving, the field is cleared, the config reloaded and the connection
 * tested 1 s later.
 */
export function AdminGitHubTab() {
  const [config, setConfig] = useState<GitHubConfigView | null>(null);
  const [owner, setOwner] = useState("");
  const [repo, setRepo] = useState("");
  const [branch, setBranch] = useState(DEFAULT_GITHUB_BRANCH);
  const [token, setToken] = useState("");
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [connection, setConnection] = useState<ConnectionResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const body = await apiRequest<{ config: GitHubConfigView }>("/api/github-config", { signal });
      setConfig(body.config);
      setOwner(body.config.owner);
      setRepo(body.config.repo);
      setBranch(body.config.branch || DEFAULT_GITHUB_BRANCH);
      setLoadError(null);
      return body.config;
    } catch (error) {
      if (signal?.aborted) return null;
      const message = GITHUB_MESSAGES.loadFailed(
        error instanceof Error ? error.message : "unknown error",
      );
      setLoadError(message);
      toast.error(message);
      return null;
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => {
      controller.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);

  async function testConnection() {
    setTesting(true);
    try {
      const result = await apiRequest<ConnectionResult>("/api/test-github-connection", {
        method: "POST",
      });
      setConnection(result);
      if (result.success) toast.success(GITHUB_MESSAGES.connectionOk(result.message));
      else toast.error(GITHUB_MESSAGES.connectionFailed(result.message));
    } catch (error) {
      const message = error instanceof Error ? error.message : "unknown error";
      setConnection({ success: false, message });
      toast.error(GITHUB_MESSAGES.connectionFailed(message));
    } finally {
      setTesting(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!owner.trim() || !repo.trim()) {
      setFormError(GITHUB_MESSAGES.required);
      toast.error(GITHUB_MESSAGES.required);
      return;
    }
    setSaving(true);
    try {
      await apiRequest("/api/github-config", {
        method: "POST",
        body: { owner, repo, branch, token, version: config?.version ?? 0 },
      });
      setToken("");
      toast.success(GITHUB_MESSAGES.saved);
      const reloaded = await load();
      if (reloaded?.configured) {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void testConnection(), TEST_AFTER_SAVE_MS);
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "unknown error";
      setFormError(GITHUB_MESSAGES.saveFailed(message));
      toast.error(GITHUB_MESSAGES.saveFailed(message));
    } finally {
      setSaving(false);
    }
  }

  async function disconnect() {
    if (!window.confirm("Disconnect GitHub? Blog saves will no longer be pushed.")) return;
    try {
      await apiRequest("/api/github-config", { method: "DELETE" });
      setToken("");
      setConnection(null);
      await load();
      toast.success("GitHub disconnected");
    } catch (error) {
      toast.error(
        GITHUB_MESSAGES.saveFailed(error instanceof Error ? error.message : "unknown error"),
      );
    }
  }

  if (!config) {
    return loadError ? (
      <Alert>
        {loadError}{" "}
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Retry
        </Button>
      </Alert>
    ) : (
      <LoadingRows rows={3} label="Loading GitHub configuration" />
    );
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={
            <span className="inline-flex items-center gap-2">
              <GitBranch className="size-5" aria-hidden /> GitHub publishing
            </span>
          }
          description="Every blog save writes the post as Markdown to content/blog/{slug}.md on this branch."
          actions={
            config.configured ? (
              <Badge tone="success">Configured</Badge>
            ) : (
              <Badge tone="warning">Not Configured</Badge>
            )
          }
        />
        <form
          onSubmit={save}
          noValidate
          className="space-y-4 px-5 py-4"
          aria-label="GitHub configuration"
        >
          {formError && <Alert>{formError}</Alert>}
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <Field label="Owner" hint="User or organisation, e.g. acme-it">
              {(props) => (
                <Input
                  {...props}
                  required
                  autoComplete="off"
                  value={owner}
                  onChange={(event) => setOwner(event.target.value)}
                />
              )}
            </Field>
            <Field label="Repository" hint="e.g. website-content">
              {(props) => (
                <Input
                  {...props}
                  required
                  autoComplete="off"
                  value={repo}
                  onChange={(event) => setRepo(event.target.value)}
                />
              )}
            </Field>
            <Field label="Branch" hint="Default: main">
              {(props) => (
                <Input
                  {...props}
                  autoComplete="off"
                  value={branch}
                  onChange={(event) => setBranch(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Field
            label="Personal access token"
            hint={
              config.hasToken
                ? "A token is stored. Leave empty to keep it; it is never shown again."
                : "Fine-grained token with Contents: read and write on this repository."
            }
          >
            {(props) => (
              <Input
                {...props}
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder={config.hasToken ? "Stored token kept" : "github_pat_…"}
                value={token}
                onChange={(event) => setToken(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-end gap-2">
            {(config.hasToken || config.owner) && (
              <Button type="button" variant="ghost" onClick={() => void disconnect()}>
                Disconnect
              </Button>
            )}
            <Button
              type="button"
              variant="secondary"
              disabled={!config.hasToken}
              loading={testing}
              onClick={() => void testConnection()}
              title={config.hasToken ? undefined : "Save a token first"}
            >
              <PlugZap className="size-4" aria-hidden /> Test Connection
            </Button>
            <Button type="submit" loading={saving}>
              <Save className="size-4" aria-hidden /> Save Configuration
            </Button>
          </div>
          {connection && (
            <p
              role="status"
              className={`flex items-start gap-2 text-sm ${connection.success ? "text-success-700" : "text-danger-700"}`}
            >
              {connection.success ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              {connection.success
                ? GITHUB_MESSAGES.connectionOk(connection.message)
                : GITHUB_MESSAGES.connectionFailed(connection.message)}
            </p>
          )}
        </form>
      </Card>
    </div>
  );
}
