import { Trans, useLingui } from "@lingui/react/macro";
import LocaleLink from "./LocaleLink";

/** Previous / next links for a paged list; keeps the other query parameters. */
export default function Pagination({
  path,
  params,
  page,
  pages,
}: {
  path: string;
  params: Record<string, string>;
  page: number;
  pages: number;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams({ ...params, ...(p > 1 ? { page: String(p) } : {}) });
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      {page > 1 ? (
        <LocaleLink to={href(page - 1)} rel="prev" className="button">
          <Trans>Previous</Trans>
        </LocaleLink>
      ) : (
        <span />
      )}
      <span className="muted">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <LocaleLink to={href(page + 1)} rel="next" className="button">
          <Trans>Next</Trans>
        </LocaleLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
