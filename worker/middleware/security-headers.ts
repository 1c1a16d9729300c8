import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";

function policy(dev: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

const strict = policy(false);
const development = policy(true);

/**
 * Security headers for every Worker response: CSP with a per-request script nonce, HSTS,
 * nosniff, Referrer-Policy, frame-ancestors 'self'. Public pages carry no script but JSON-LD,
 * so they pass the strict policy as they are; the admin's inline hydration scripts carry the
 * nonce. Only under Vite's dev server (ENVIRONMENT=development), which injects its own
 * scripts, is script-src relaxed.
 *
 * @example app.use(securityHeaders)
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  (c.env.ENVIRONMENT === "development" ? development : strict)(c, next);
