import { beforeAll, describe, expect, it } from "vitest";
import { fuzzWriteShard, prepareFuzzSite, WRITE_SHARDS } from "./fuzz-kit";

// Part 3 of {WRITE_SHARDS} of the write routes' fuzz (fuzz-kit.ts says what it holds).

beforeAll(prepareFuzzSite);

describe(`generated bodies on the JSON write routes, part 3 of ${WRITE_SHARDS}`, () => {
  it("never answers 5xx and stores nothing on a 4xx, for every role", {
    timeout: 1_200_000,
  }, async () => {
    expect(await fuzzWriteShard(3)).toEqual([]);
  });
});
