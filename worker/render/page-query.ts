import { own } from "../../common/own";
import { BLOG_CATEGORIES } from "../ui/components/taxonomy";

/** Query parameters a page may read, besides the search text `q`. */
export type PageParam = "page" | "category";

/** The highest page number any list goes to (the API's limit too). */
const MAX_PAGE = 10_000;
/** A page number as the site writes it: 2 to 10000, no sign, no leading zeros. Page 1 is written without it. */
const CANONICAL_PAGE = /^(?:[2-9]|[1-9]\d{1,3}|10000)$/;
/** A page number with only cosmetic differences: spaces, a plus sign, leading zeros. */
const LOOSE_PAGE = /^\s*\+?0*(\d{1,5})\s*$/;

/** The parsed page parameters of a request, the only values a page or its cache key may use. */
export interface PageQuery {
  page: number;
  category?: string;
}

/** What a request's page parameters are: usable, in need of a redirect to their canonical form, or no page at all. */
export type PageQueryResult = { query: PageQuery } | { redirect: string } | { invalid: true };

/**
 * Reads the query parameters a page declares. A value in canonical form is returned parsed;
 * a value that differs only in form (`?page=0002`, `?page=+2`, `?page=1`, `?category=`) gives
 * a redirect target with the canonical form; anything else (`?page=1e0`, `?page=0x1`, an
 * unknown category) is invalid (the page route answers 404), so no two addresses show the same page.
 */
export function readPageQuery(url: URL, params: readonly PageParam[] = []): PageQueryResult {
  const search = new URLSearchParams(url.search);
  let changed = false;
  const query: PageQuery = { page: 1 };
  if (params.includes("page") && search.has("page")) {
    const raw = search.get("page")!;
    if (CANONICAL_PAGE.test(raw)) query.page = Number(raw);
    else {
      const loose = LOOSE_PAGE.exec(raw);
      const n = loose ? Number(loose[1]) : raw.trim() === "" ? 1 : NaN;
      if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) return { invalid: true };
      if (n === 1) search.delete("page");
      else search.set("page", String(n));
      changed = true;
    }
  }
  if (params.includes("category") && search.has("category")) {
    const raw = search.get("category")!;
    if (raw === "") {
      search.delete("category");
      changed = true;
    } else if (own(BLOG_CATEGORIES, raw)) query.category = raw;
    else return { invalid: true };
  }
  if (changed) {
    const rest = search.toString();
    return { redirect: url.pathname + (rest ? `?${rest}` : "") };
  }
  return { query };
}
