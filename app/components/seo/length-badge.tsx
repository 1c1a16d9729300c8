import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/schemas/seo-deploy";
import { Badge } from "../ui/card";

/** "61 / 30-60" in the colour of its band (the analyzer's limits). */
export function LengthBadge({ length, kind }: { length: number; kind: "title" | "description" }) {
  const [min, max] = kind === "title" ? [TITLE_MIN, TITLE_MAX] : [DESCRIPTION_MIN, DESCRIPTION_MAX];
  const tone = length === 0 ? "danger" : length < min || length > max ? "warning" : "success";
  return (
    <Badge tone={tone}>
      {length} / {min}-{max}
    </Badge>
  );
}
