import { useLingui } from "@lingui/react/macro";
import { localePath } from "../../../common/locales";
import Island from "./Island";
import { usePage } from "./PageContext";
import SearchBox from "../../../client/islands/SearchBox";

/** The help centre's search box: a plain form to /help/search that offers results as you type once touched. */
export default function HelpSearch({ query = "" }: { query?: string }) {
  const { t } = useLingui();
  const { locale } = usePage();
  return (
    <Island
      component={SearchBox}
      props={{
        action: localePath(locale, "/help/search"),
        query,
        label: t`Search the help centre`,
        live: { scope: "help", lang: locale },
      }}
    />
  );
}
