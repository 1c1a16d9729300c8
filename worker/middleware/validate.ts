import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { AppError } from "../errors";

/**
 * zod validation whose failures become a 400 in the API's error shape, with the first issue's
 * message as `error` (the spec's texts live in the shared schemas) and every issue listed.
 * Malformed JSON is rejected by Hono before this with a 400 too.
 *
 * @example api.post("/users", validate("json", CreateUserSchema), (c) => …c.req.valid("json"))
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
      throw new AppError(400, "VALIDATION", issues[0]?.message ?? "Invalid request", issues);
    }
  });
}
