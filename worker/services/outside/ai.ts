import { isRecord } from "./outbound-http";

// Workers AI through the `AI` binding. Local development and the tests have no binding, so the
// AI SEO tools fall back to the rule-based provider (worker/services/seo/ai-seo/); tests of this
// path use a stand-in object with the binding's `run` method.

/** The part of the Workers AI binding this project uses. */
export interface AiBinding {
  run(
    model: string,
    inputs: {
      messages: { role: "system" | "user" | "assistant"; content: string }[];
      max_tokens?: number;
      temperature?: number;
    },
  ): Promise<unknown>;
}

/** The model did not answer usable text. */
export class AiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiError";
  }
}

/** Asks the model and returns its text answer. */
export async function askModel(
  ai: AiBinding,
  model: string,
  system: string,
  prompt: string,
  maxTokens = 1024,
): Promise<string> {
  let answer: unknown;
  try {
    answer = await ai.run(model, {
      messages: [
        { role: "system", content: system },
        { role: "user", content: prompt },
      ],
      max_tokens: maxTokens,
      temperature: 0.4,
    });
  } catch (error) {
    throw new AiError(`Workers AI failed: ${error instanceof Error ? error.message : "error"}`);
  }
  if (isRecord(answer) && typeof answer.response === "string") return answer.response;
  if (isRecord(answer) && isRecord(answer.response)) return JSON.stringify(answer.response);
  throw new AiError("Workers AI answered without text");
}

/** The first JSON object in a model's answer (models wrap JSON in prose or code fences). */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
