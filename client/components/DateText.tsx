import { htmlLang, type Locale } from "../../common/locales";
import { usePage } from "./PageContext";

type DateStyle = "long" | "medium";

/**
 * Formatters by locale and style. Module-scope, but only a cache of immutable `Intl`
 * objects: at most 25 locales × 2 styles, the same for every request.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, dateStyle: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${dateStyle}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle, timeZone: "UTC" });
    formatters.set(key, format);
  }
  return format;
}

interface Props {
  /** An ISO 8601 date ("2026-11-04"), also given to the element as its machine-readable value. */
  date: string;
  dateStyle?: DateStyle;
  className?: string;
}

/** A date in the page's language, formatted in UTC so every server and browser print the same day. */
export default function DateText({ date, dateStyle = "long", className }: Props) {
  const { locale } = usePage();
  return (
    <time className={className} dateTime={date}>
      {formatter(locale, dateStyle).format(new Date(date))}
    </time>
  );
}
