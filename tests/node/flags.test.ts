import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLAG_SHAPES } from "../../worker/ui/components/flag-shapes.ts";
import { flagSprite } from "../../build/flag-sprite.ts";

const locations = JSON.parse(readFileSync(new URL("../../content/servers/locations.json", import.meta.url), "utf8")) as Record<
  string,
  [string, number, string[]][]
>;

describe("flags", () => {
  it("exist for every country on the server list", () => {
    const codes = Object.values(locations).flatMap((countries) => countries.map(([code]) => code));
    expect(codes.filter((code) => !FLAG_SHAPES[code])).toEqual([]);
  });

  it("are one symbol each in the sprite, with their shapes", () => {
    const sprite = flagSprite(FLAG_SHAPES);
    expect(sprite.match(/<symbol /g)?.length).toBe(Object.keys(FLAG_SHAPES).length);
    expect(sprite).toContain('<symbol id="DE" viewBox="0 0 30 20"><rect x="0" y="0" width="30" height="20" fill="#000000"/>');
    expect(sprite).not.toMatch(/undefined|NaN/);
  });
});
