import { Bot, Cpu } from "lucide-react";
import { type ScoreBand, scoreBand } from "~/lib/seo-analyzer";
import type { ProviderInfo } from "~/schemas/ai-seo";
import { Badge } from "../ui/card";

/** Who made an answer: the model, or the rule-based provider (never presented as AI). */
export function ProviderBadge({ provider }: { provider: ProviderInfo }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="provider">
      {provider.id === "workers-ai" ? (
        <Badge tone="accent">
          <Bot className="mr-1 size-3.5" aria-hidden /> Made by {provider.label}
          {provider.model ? ` (${provider.model})` : ""}
        </Badge>
      ) : (
        <Badge>
          <Cpu className="mr-1 size-3.5" aria-hidden /> Made by the rule-based provider (no AI
          model)
        </Badge>
      )}
      {provider.notice && <span className="text-xs text-warning-700">{provider.notice}</span>}
    </span>
  );
}

const BAND_TONE = { green: "success", yellow: "warning", red: "danger" } as const satisfies Record<
  ScoreBand,
  string
>;

/** Score bands of the AI dashboard (spec §9): 80+ green, 60-79 yellow, below 60 red. */
export function ScoreBadge({ score, label = "SEO score" }: { score: number; label?: string }) {
  return (
    <Badge tone={BAND_TONE[scoreBand(score)]}>
      {label} {score}
    </Badge>
  );
}

/** "a, b , ,c" → ["a", "b", "c"] (spec §5). */
export function splitKeywords(input: string): string[] {
  return input
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
