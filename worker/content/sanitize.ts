import xssDefault from "xss";

// The package is CommonJS: its default export carries the named ones at run time.
const { FilterXSS, safeAttrValue } = xssDefault as unknown as typeof import("xss");

const common = ["id", "title"];

/** The only classes article HTML may carry (on span): the typesetting's own. */
const SPAN_CLASSES = new Set(["nowrap"]);

/**
 * Allowlist of tags and attributes article HTML may use. Everything else is
 * removed (with its content for script-like tags); links may only point to
 * http(s), mailto or same-site paths.
 */
const filter = new FilterXSS({
  whiteList: {
    h2: common,
    h3: common,
    h4: common,
    p: common,
    br: [],
    hr: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    code: [],
    pre: [],
    kbd: [],
    mark: [],
    small: [],
    sub: [],
    sup: [],
    ul: common,
    ol: ["start", ...common],
    li: common,
    blockquote: common,
    a: ["href", "title", "hreflang"],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan", "data-label"],
    // Typesetting from typeset.ts: phrase breaks; spans only of the classes below.
    wbr: [],
    span: ["class"],
    img: ["src", "alt", "width", "height", "loading"],
    figure: [],
    figcaption: [],
    dl: [],
    dt: [],
    dd: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template", "noscript"],
  safeAttrValue(tag, name, value, cssFilter) {
    if ((name === "href" || name === "src") && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(value.trim())) return "";
    if (name === "class") return SPAN_CLASSES.has(value) ? value : "";
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

/** Article HTML reduced to the allowlist; safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
