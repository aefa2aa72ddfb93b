import { describe, expect, it } from "vitest";
import { fillOfflinePage, markSavedCopy } from "./inject";

const fmt = () => "28. November 2026";
const LAYOUT =
  '<p id="saved-copy" class="saved-copy" role="note" hidden="">Gespeicherte Kopie vom <time data-saved-at=""></time></p><main>x</main>';
const OFFLINE =
  '<p id="offline-ip" class="offline-note" role="note" hidden="">ip</p><p id="saved-removed" class="offline-note" role="status" hidden="">gone</p>' +
  '<p id="saved-none" class="muted">none</p><ul id="saved-help" class="saved-list"></ul><form id="saved-remove" method="post" action="/de/offline" hidden=""></form>';

describe("the saved-copy note", () => {
  it("shows the note with the date and version of the saved copy", () => {
    const html = markSavedCopy(LAYOUT, Date.UTC(2026, 10, 28), fmt, "b2");
    expect(html).toContain('<p id="saved-copy" data-version="b2" class="saved-copy" role="note">');
    expect(html).toContain('<time data-saved-at="" datetime="2026-11-28">28. November 2026</time>');
  });
});

describe("the offline page", () => {
  it("lists saved pages with escaped titles, hides the empty note and offers removal", () => {
    const html = fillOfflinePage(OFFLINE, [{ path: "/de/help/faq", title: "FAQ <b>", savedAt: 0 }], fmt, {});
    expect(html).toContain('<li><a href="/de/help/faq">FAQ &lt;b&gt;</a>');
    expect(html).toContain('<p id="saved-none" hidden="" class="muted">');
    expect(html).toContain('<form id="saved-remove" method="post" action="/de/offline">');
    expect(html).toContain('id="offline-ip" class="offline-note" role="note" hidden=""');
  });

  it("says /ip needs a connection, and that saved help was removed", () => {
    const html = fillOfflinePage(OFFLINE, [], fmt, { ip: true, removed: true });
    expect(html).toContain('<p id="offline-ip" class="offline-note" role="note">');
    expect(html).toContain('<p id="saved-removed" class="offline-note" role="status">');
    expect(html).toContain('<form id="saved-remove" method="post" action="/de/offline" hidden="">');
  });
});
