import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";

/**
 * The corrected query offered when a search found nothing, as a link. The text goes into the
 * message as an element, never as a string (as in the results heading), so typed markup stays text.
 */
export function DidYouMean({ suggestion }: { suggestion: ReactNode }) {
  return <Trans>Did you mean “{suggestion}”?</Trans>;
}
