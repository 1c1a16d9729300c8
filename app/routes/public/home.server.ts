import { data } from "react-router";
import { appContext } from "~/context";
import {
  CONTACT_SUCCESS_MESSAGE,
  LEAD_FIELDS,
  LEAD_HONEYPOT_FIELD,
  type LeadField,
  LeadSchema,
} from "~/schemas/lead";
import { AppError } from "../../../worker/errors";
import type { Route } from "./+types/home";

/** What the entered values were, so the re-rendered form keeps them. */
export type ContactFormValues = Record<LeadField, string>;

/**
 * The home route's action data for the contact form. The page is not hydrated, so the form is
 * a plain POST and the server renders this into the page: field errors next to their fields
 * (400), one form-level message (413 for a body too large, 429), or the thank-you message.
 */
export type ContactActionData =
  | { status: "success"; message: string }
  | {
      status: "error";
      /** A summary above the form. */
      message: string;
      /** The first problem of each field, in the schema's words. */
      errors: Partial<Record<LeadField, string>>;
      values: ContactFormValues;
    };

function readValues(form: FormData): ContactFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
  };
}

/**
 * The contact form's action (the home route's, and a page's with a form: `pagePath` is
 * recorded with the lead): validates with `LeadSchema`, answers a
 * filled honeypot with the same thank-you and stores nothing, and stores a lead through the
 * leads service, which refuses the sixth lead of an address within an hour (429).
 *
 * @example export const action = (args: Route.ActionArgs) => contactAction(args);
 */
export async function contactAction(
  { request, context }: Pick<Route.ActionArgs, "request" | "context">,
  pagePath = "/",
) {
  const { deps, services } = context.get(appContext);
  let form: FormData;
  try {
    // Bounded (413 above the limit); a body that is not a form is an empty form: 400, not 500.
    form = await services.leads.readContactForm(request);
  } catch (error) {
    if (error instanceof AppError && error.status === 413) {
      return data<ContactActionData>(
        { status: "error", message: error.message, errors: {}, values: readValues(new FormData()) },
        { status: 413 },
      );
    }
    throw error;
  }
  const honeypot = form.get(LEAD_HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return data<ContactActionData>({ status: "success", message: CONTACT_SUCCESS_MESSAGE });
  }

  const values = readValues(form);
  const parsed = LeadSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<LeadField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = LEAD_FIELDS.find((name) => name === issue.path[0]);
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return data<ContactActionData>(
      { status: "error", message: "Please correct the highlighted fields.", errors, values },
      { status: 400 },
    );
  }

  try {
    const lead = await services.leads.createLead(deps, parsed.data, {
      ip: request.headers.get("cf-connecting-ip") ?? "unknown",
      userAgent: request.headers.get("user-agent") ?? "",
      pagePath,
      visit: await services.analytics.visitOf(deps, request),
    });
    // Staff are mailed after the answer: the visitor's Send never waits on mail.
    deps.waitUntil(services.leadMail.sendLeadMailAfterAnswer(deps, lead.id));
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      return data<ContactActionData>(
        { status: "error", message: error.message, errors: {}, values },
        { status: 429, headers: error.headers },
      );
    }
    throw error;
  }
  return data<ContactActionData>({ status: "success", message: CONTACT_SUCCESS_MESSAGE });
}
