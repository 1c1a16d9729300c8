import { z } from "zod";

/**
 * What the social-image Worker draws (app/lib/social-image.ts's `SocialImageFacts`): the page
 * Worker sends these over the service binding, and the drawing Worker takes nothing else.
 */
export const SocialImageFactsSchema = z.object({
  title: z.string("title must be text").min(1, "title is required").max(400),
  family: z.string("family must be text").min(1, "family is required").max(200),
  brand: z.string("brand must be text").min(1, "brand is required").max(200),
});
