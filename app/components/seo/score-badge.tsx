import {
  analyzerColour,
  type CategoryScores,
  type ScoreBand,
  scoreBand,
  serverLabel,
} from "~/lib/seo-analyzer";

// Score chips for the SEO tools: the dashboards' bands (80 green, 60-79 yellow, below 60 red),
// the server labels and the client analyzer's colour steps (90, 75, 60), in the design tokens.

const BAND_STYLE: Record<ScoreBand, string> = {
  green: "bg-green-50 text-success-700 ring-green-200",
  yellow: "bg-amber-50 text-warning-700 ring-amber-200",
  red: "bg-red-50 text-danger-700 ring-red-200",
};

/** A score with its band's colour (and the band in words for screen readers). */
export function ScoreBadge({ score, label }: { score: number; label?: string }) {
  const band = scoreBand(score);
  return (
    <span
      data-band={band}
      className={`inline-flex min-w-10 items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ${BAND_STYLE[band]}`}
    >
      {score}
      <span className="sr-only"> ({label ?? band})</span>
    </span>
  );
}

/** Excellent / Needs Improvement / Critical, coloured by band. */
export function ServerLabelBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BAND_STYLE[band]}`}
    >
      {serverLabel(score)}
    </span>
  );
}

const COLOUR_STYLE = {
  excellent: { ring: "stroke-green-600", text: "text-success-700", word: "Excellent" },
  good: { ring: "stroke-accent-600", text: "text-accent-700", word: "Good" },
  fair: { ring: "stroke-amber-500", text: "text-warning-700", word: "Needs work" },
  poor: { ring: "stroke-red-600", text: "text-danger-700", word: "Poor" },
} as const;

/** The client analyzer's overall score as a ring, coloured at 90 / 75 / 60. */
export function ScoreRing({ score, caption }: { score: number; caption?: string }) {
  const style = COLOUR_STYLE[analyzerColour(score)];
  const circumference = 2 * Math.PI * 42;
  return (
    <figure className="flex flex-col items-center gap-1" aria-label={`Score ${score} of 100`}>
      <svg viewBox="0 0 100 100" className="size-28" aria-hidden>
        <circle cx="50" cy="50" r="42" className="fill-none stroke-slate-100" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r="42"
          className={`fill-none ${style.ring}`}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
        <text
          x="50"
          y="57"
          textAnchor="middle"
          className={`fill-current text-2xl font-bold ${style.text}`}
        >
          {score}
        </text>
      </svg>
      <figcaption className={`text-sm font-medium ${style.text}`}>
        {caption ?? style.word}
      </figcaption>
    </figure>
  );
}

/** A 0-100 bar with its band colour. */
export function ScoreBar({ label, score }: { label: string; score: number }) {
  const band = scoreBand(score);
  const fill =
    band === "green" ? "bg-green-600" : band === "yellow" ? "bg-amber-500" : "bg-red-600";
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-medium tabular-nums text-slate-900">{score}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div className={`h-full rounded-full ${fill}`} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

const CATEGORY_LABELS = [
  ["technical", "Technical"],
  ["content", "Content"],
  ["performance", "Performance"],
  ["mobile", "Mobile"],
  ["accessibility", "Accessibility"],
  ["security", "Security"],
] as const satisfies readonly (readonly [keyof CategoryScores, string])[];

/** The six category scores of an analysis as bars, in a grid laid out by `className`. */
export function CategoryBars({ scores, className }: { scores: CategoryScores; className: string }) {
  return (
    <div className={className}>
      {CATEGORY_LABELS.map(([category, label]) => (
        <ScoreBar key={category} label={label} score={scores[category]} />
      ))}
    </div>
  );
}
