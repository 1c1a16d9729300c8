import { describe, expect, it } from "vitest";
import * as connectwise from "../../app/content/pages/connectwise";
import * as connectwiseLanding from "../../app/content/pages/connectwise-landing";
import * as india from "../../app/content/pages/india";
import * as legal from "../../app/content/pages/legal";
import * as msp from "../../app/content/pages/msp";
import * as regional from "../../app/content/pages/regional";
import * as regions from "../../app/content/pages/regions";
import * as seoAnalysis from "../../app/content/pages/seo-analysis";
import * as servicesCore from "../../app/content/pages/services-core";
import * as servicesMore from "../../app/content/pages/services-more";

// The production build packs app/content/pages/*.ts as JSON (scripts/packed-content.ts): that
// is only the same content when every export is data whose JSON round trip is exact (no
// function, undefined, Date, Map or class). Every file of the folder is listed here.

const MODULES = {
  connectwise,
  connectwiseLanding,
  india,
  legal,
  msp,
  regional,
  regions,
  seoAnalysis,
  servicesCore,
  servicesMore,
};

describe("the page copy the build packs as JSON", () => {
  it("lists every file of app/content/pages", () => {
    const files = Object.keys(import.meta.glob("../../app/content/pages/*.ts"));
    expect(files).toHaveLength(Object.keys(MODULES).length);
  });

  for (const [name, module] of Object.entries(MODULES)) {
    it(`${name}: every export survives JSON exactly`, () => {
      for (const [exported, value] of Object.entries(module)) {
        expect(JSON.parse(JSON.stringify(value)), exported).toStrictEqual(value);
      }
    });
  }
});
