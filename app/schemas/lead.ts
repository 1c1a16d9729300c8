import { z } from "zod";
import { plainText } from "./text";

/** Limits of the contact form; the form's `maxLength` attributes use the same numbers. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 120,
  messageMin: 10,
  message: 5000,
} as const;

/** What the form shows after a lead was stored (and, to bots, after a filled honeypot). */
export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! We received your message and will reply within one business day.";

/** The name of the hidden field that people never fill in and bots do. */
export const LEAD_HONEYPOT_FIELD = "website";

/** Form fields arrive as strings or not at all; absent optional fields become "". */
const optionalText = (label: string, max: number, message: string) =>
  plainText(label).trim().max(max, message).optional().default("");

/** The contact form on the home page, shared by the route action and the API. */
export const LeadSchema = z.object({
  name: plainText("Name", "Please enter your name")
    .trim()
    .min(1, "Please enter your name")
    .max(LEAD_LIMITS.name, `Name must be at most ${LEAD_LIMITS.name} characters`),
  email: plainText("Email", "Please enter a valid email address")
    .trim()
    .max(LEAD_LIMITS.email, `Email must be at most ${LEAD_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  phone: optionalText(
    "Phone",
    LEAD_LIMITS.phone,
    `Phone must be at most ${LEAD_LIMITS.phone} characters`,
  ).refine(
    (phone) => phone === "" || /^\+?[0-9 ().-]{5,}$/.test(phone),
    "Please enter a valid phone number (digits, spaces, + ( ) - only)",
  ),
  company: optionalText(
    "Company",
    LEAD_LIMITS.company,
    `Company must be at most ${LEAD_LIMITS.company} characters`,
  ),
  message: plainText("Message", "Please enter a message of at least 10 characters")
    .trim()
    .min(LEAD_LIMITS.messageMin, "Message must be at least 10 characters")
    .max(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message} characters`),
});

export type LeadInput = z.infer<typeof LeadSchema>;
export type LeadField = keyof LeadInput;
export const LEAD_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "message",
] as const satisfies readonly LeadField[];
