import { test } from "@playwright/test";

/** Skips the test outside the desktop project. */
export const desktopOnly = () => test.skip(test.info().project.name !== "desktop", "a wide-screen layout");

/** Skips the test outside the phone project. */
export const phoneOnly = () => test.skip(test.info().project.name !== "phone", "a phone layout");
