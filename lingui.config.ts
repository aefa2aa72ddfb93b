import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "./common/locales.ts";

export default defineConfig({
  sourceLocale: "en",
  locales: [...LOCALES],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/client", "<rootDir>/worker"],
      exclude: ["**/*.test.*", "**/node_modules/**"],
    },
  ],
  // No origins: catalogs change only when messages change, so the
  // "catalogs are up to date" check does not trip over moved lines.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: "messageId",
});
