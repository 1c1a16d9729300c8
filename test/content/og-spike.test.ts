import { expect, it } from "vitest";
import { drawSocialImage } from "../../worker/services/content/social-image-drawing";

it("draws", async () => {
  const t0 = Date.now();
  const png = await drawSocialImage({ title: "Managed IT for Texas businesses that never sleep and always answer the phone at three in the morning", family: "Regional", brand: "Northbridge IT" });
  const t1 = Date.now();
  await drawSocialImage({ title: "Short", family: "Regional", brand: "Northbridge IT" });
  console.log("ms", t1 - t0, Date.now() - t1, png.length); console.log("B64:" + btoa(String.fromCharCode(...png)));
  expect(png[0]).toBe(0x89);
});
