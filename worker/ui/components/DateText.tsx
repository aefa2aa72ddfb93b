import { htmlLang } from "../../../common/locales";
import { dates } from "../../../common/intl-formats";
import { usePage } from "./PageContext";

type DateStyle = "long" | "medium";

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
      {dates(htmlLang(locale), dateStyle).format(new Date(date))}
    </time>
  );
}
