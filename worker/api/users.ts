import { Hono } from "hono";
import {
  CreateUserSchema,
  ResetPasswordSchema,
  ResetSecondFactorSchema,
  UpdateUserSchema,
} from "../../app/schemas/user";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import {
  createUser,
  deleteUser,
  listUsers,
  resetSecondFactor,
  resetUserPassword,
  updateUser,
} from "../services/identity/users";

export const usersApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json(await listUsers(c.var.deps));
  })
  .post("/", validate("json", CreateUserSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await createUser(c.var.deps, c.req.valid("json"), actor), 201);
  })
  .patch("/:id", validate("json", UpdateUserSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await updateUser(c.var.deps, c.req.param("id"), c.req.valid("json"), actor));
  })
  .put("/:id/password", validate("json", ResetPasswordSchema), async (c) => {
    const actor = currentUser(c);
    const { password } = c.req.valid("json");
    return c.json(await resetUserPassword(c.var.deps, c.req.param("id"), password, actor));
  })
  .post("/:id/reset-mfa", validate("json", ResetSecondFactorSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid("json");
    return c.json(await resetSecondFactor(c.var.deps, c.req.param("id"), input, actor));
  })
  .delete("/:id", async (c) => {
    const actor = currentUser(c);
    return c.json(await deleteUser(c.var.deps, c.req.param("id"), actor));
  });
