import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "../../common/locales";
import { siteApi } from "../runtime/site-api";
import { STORAGE_KEYS } from "../runtime/storage-keys";

export interface HelpfulVoteProps {
  articleId: string;
  lang: Locale;
}

type Answer = "yes" | "no";
const storageKey = (id: string) => `${STORAGE_KEYS.helpfulPrefix}${id}`;

/**
 * "Was this article helpful?", answered once per article per browser (kept in
 * localStorage) and sent to /web_v1/article/feedback through the page's API client.
 * The island hydrates when the visitor reaches for it; a button pressed before that is
 * pressed again by the runtime once it has (client/runtime/islands.ts). Without JavaScript
 * the question is not shown (the stylesheet hides it), since it could not be answered.
 */
export default function HelpfulVote({ articleId, lang }: HelpfulVoteProps) {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const stored = readStored(articleId);
    if (stored) setAnswer(stored);
  }, [articleId]);

  const choose = (value: Answer) => {
    // Answered in another tab, or before the stored answer showed: counted once only.
    const stored = readStored(articleId);
    if (stored) return setAnswer(stored);
    setAnswer(value);
    try {
      browserStorage()?.setItem(storageKey(articleId), value);
    } catch {
      // Private mode or storage full: the answer still shows for this visit.
    }
    // The thanks does not depend on delivery; the loading bar shows a failure.
    siteApi()
      .articleFeedback({ id: articleId, lang, helpful: value === "yes" })
      .catch(() => {});
  };

  return (
    <section className="helpful" aria-labelledby="helpful-title">
      <h2 id="helpful-title">
        <Trans>Was this article helpful?</Trans>
      </h2>
      {answer ? (
        <p role="status">
          <Trans>Thanks for your feedback.</Trans>
        </p>
      ) : (
        <div className="helpful-buttons">
          <button type="button" className="button" onClick={() => choose("yes")}>
            <Trans>Yes</Trans>
          </button>
          <button type="button" className="button" onClick={() => choose("no")}>
            <Trans>No</Trans>
          </button>
        </div>
      )}
    </section>
  );
}

function readStored(id: string): Answer | null {
  try {
    const value = browserStorage()?.getItem(storageKey(id));
    return value === "yes" || value === "no" ? value : null;
  } catch {
    return null; // Storage off (private mode, blocked): not answered yet, as far as this visit knows.
  }
}

/** localStorage in the browser; undefined on the server, where this island also renders. */
function browserStorage(): Pick<Storage, "getItem" | "setItem"> | undefined {
  return (globalThis as { localStorage?: Pick<Storage, "getItem" | "setItem"> }).localStorage;
}

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
