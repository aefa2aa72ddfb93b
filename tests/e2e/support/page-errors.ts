import type { Page } from "@playwright/test";

/** Collects what a visitor's console would show as broken: errors, uncaught exceptions, failed requests. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  // ERR_ABORTED is a request cut short by the next navigation, not a failure the visitor sees.
  page.on("requestfailed", (req) => {
    if (req.failure()?.errorText !== "net::ERR_ABORTED") errors.push(`${req.url()} ${req.failure()?.errorText}`);
  });
  return errors;
}
