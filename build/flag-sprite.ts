import type { PluginOption } from "vite";
import { FLAG_SHAPES, FLAG_SPRITE, type FlagShape } from "../worker/ui/components/flag-shapes.ts";

function shape(s: FlagShape): string {
  if (s[0] === "r") return `<rect x="${s[1]}" y="${s[2]}" width="${s[3]}" height="${s[4]}" fill="${s[5]}"/>`;
  if (s[0] === "c") return `<circle cx="${s[1]}" cy="${s[2]}" r="${s[3]}" fill="${s[4]}"/>`;
  return `<path d="${s[1]}" fill="${s[2]}"/>`;
}

/**
 * Every flag as a `<symbol>` in one SVG file, built at build time: a page with a hundred
 * flags sends a hundred short `<use>` references instead of their shapes.
 */
export function flagSprite(flags: Record<string, FlagShape[]>): string {
  const symbols = Object.entries(flags).map(
    ([code, shapes]) => `<symbol id="${code}" viewBox="0 0 30 20">${shapes.map(shape).join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Writes the flag sprite into the browser build, and serves it under the dev server. */
export function flagSpritePlugin(): PluginOption {
  return {
    name: "vpn-site:flag-sprite",
    configureServer(server) {
      server.middlewares.use(FLAG_SPRITE, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(flagSprite(FLAG_SHAPES));
      });
    },
    generateBundle() {
      if (this.environment?.name === "client")
        this.emitFile({ type: "asset", fileName: FLAG_SPRITE.slice(1), source: flagSprite(FLAG_SHAPES) });
    },
  };
}
