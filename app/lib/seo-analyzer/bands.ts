// How a score is shown: the dashboards' bands, the server analysis' labels and the client
// analyzer's colour steps (spec §9).

export type ScoreBand = "green" | "yellow" | "red";

/** Sitemap and AI dashboards: 80 or more green, 60 to 79 yellow, below 60 red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

export type ServerLabel = "Excellent" | "Needs Improvement" | "Critical";

/** Server analysis: Excellent 80 and up, Needs Improvement 60-79, Critical below 60. */
export function serverLabel(score: number): ServerLabel {
  if (score >= 80) return "Excellent";
  if (score >= 60) return "Needs Improvement";
  return "Critical";
}

export type AnalyzerColour = "excellent" | "good" | "fair" | "poor";

/** Client analyzer colour steps at 90, 75 and 60. */
export function analyzerColour(score: number): AnalyzerColour {
  if (score >= 90) return "excellent";
  if (score >= 75) return "good";
  if (score >= 60) return "fair";
  return "poor";
}
