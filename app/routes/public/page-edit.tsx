import {
  DEV_PREAMBLE,
  EDITOR_SRC,
  type EditorBoot,
  EditorBootScript,
} from "~/components/inline-editor/boot";
import { PublicErrorView, publicErrorMeta } from "~/components/public/error";
import { HomeTemplate } from "~/components/public/home";
import { PublicPageView } from "~/components/public/page-view";
import { HOME_CONTENT } from "~/content/home";
import { appContext } from "~/context";
import { withPageEdits } from "~/lib/page-edits.server";
import { loadPublicPage } from "~/lib/public-page.server";
import { STATIC_PAGE } from "~/lib/route-handle";
import { pageTitleOf } from "~/lib/seo";
import { RESERVED_SLUGS, titleFromSlug } from "~/schemas/inline-content";
import { roleAtLeast } from "~/schemas/user";
import type { Route } from "./+types/page-edit";

// `/{slug}/admin` (the home page's is `/home/admin`): edit mode. The page is served as
// visitors get it (not hydrated; the Worker applies the draft map with HTMLRewriter) plus ONE
// editor script that attaches to that DOM. Visitors who are not signed in get the page with
// the editor's login overlay. Never cached (isAdminPath) and never indexed.

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { deps, services, user, cspNonce } = context.get(appContext);
  const slug = params.slug;
  const canEdit = user !== null && roleAtLeast(user.role, "editor");
  const pagePath = slug === "home" ? "/" : `/${slug}`;
  const boot: Omit<EditorBoot, "isTemplate" | "pageStatus"> = {
    pagePath,
    pageType: "page",
    user: user ? { username: user.username, role: user.role } : null,
    canEdit,
    state: canEdit
      ? await services.inlineContent.getInlineContentState(deps, { pagePath, pageType: "page" })
      : null,
  };
  const common = { slug, boot, editorSrc: EDITOR_SRC, cspNonce };

  if (slug === "home") {
    const [{ settings }, home] = await Promise.all([
      services.settings.getSiteSettings(deps),
      withPageEdits(context, "/", HOME_CONTENT),
    ]);
    return {
      ...common,
      title: HOME_CONTENT.seoTitle,
      view: { template: "home" as const, ...home },
      settings,
      boot: { ...boot, isTemplate: false, pageStatus: "code" as const },
    };
  }
  // An unknown slug shows the service-page template, its title from the slug; saving it
  // creates the page. Reserved or malformed slugs are a 404 like any other.
  const valid = /^[a-z0-9][a-z0-9-]{0,119}$/.test(slug) && !RESERVED_SLUGS.has(slug);
  const resolved = valid
    ? await services.pages.resolvePage(deps, slug, { includeInactive: canEdit })
    : null;
  if (resolved || !valid) {
    const loaded = await loadPublicPage(slug, context, { includeInactive: canEdit });
    const pageStatus: EditorBoot["pageStatus"] =
      resolved?.entry.source === "d1" ? (resolved.entry.isActive ? "active" : "inactive") : "code";
    return {
      ...common,
      title:
        loaded.view.template === "legal" ? loaded.view.page.title : pageTitleOf(loaded.view.page),
      view: loaded.view,
      settings: loaded.settings,
      boot: { ...boot, isTemplate: false, pageStatus },
    };
  }
  const { settings } = await services.settings.getSiteSettings(deps);
  const { content: page, structure } = await withPageEdits(
    context,
    pagePath,
    services.templates.newPageFromTemplate(slug),
  );
  return {
    ...common,
    title: titleFromSlug(slug),
    view: {
      template: "service" as const,
      page,
      structure,
      breadcrumbs: [{ name: pageTitleOf(page), path: pagePath }],
      related: [],
    },
    settings,
    boot: { ...boot, isTemplate: true, pageStatus: "new" as const },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData || error) return publicErrorMeta(matches);
  return [{ title: `Edit: ${loaderData.title}` }, { name: "robots", content: "noindex, nofollow" }];
};

export default function PageEditMode({ loaderData }: Route.ComponentProps) {
  const { view, settings, boot, editorSrc, cspNonce } = loaderData;
  return (
    <>
      {view.template === "home" ? (
        <HomeTemplate
          content={view.content}
          structure={view.structure}
          settings={settings}
          actionData={undefined}
        />
      ) : (
        <PublicPageView view={view} settings={settings} />
      )}
      <EditorBootScript boot={boot} />
      {DEV_PREAMBLE && <script type="module" src={DEV_PREAMBLE} nonce={cspNonce} />}
      <script type="module" src={editorSrc} nonce={cspNonce} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicErrorView error={error} />;
}
