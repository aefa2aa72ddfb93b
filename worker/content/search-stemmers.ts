import type { Locale } from "../../common/locales.ts";
import { stemmer as arabic } from "@orama/stemmers/arabic";
import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as greek } from "@orama/stemmers/greek";
import { stemmer as hindi } from "@orama/stemmers/indian";
import { stemmer as hungarian } from "@orama/stemmers/hungarian";
import { stemmer as indonesian } from "@orama/stemmers/indonesian";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as portuguese } from "@orama/stemmers/portuguese";
import { stemmer as romanian } from "@orama/stemmers/romanian";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as turkish } from "@orama/stemmers/turkish";
import { stemmer as ukrainian } from "@orama/stemmers/ukrainian";

/**
 * The Snowball stemmer (from @orama/stemmers) of each language that has one; Malay shares
 * Indonesian's affixes. Chinese, Japanese, Korean and Thai do not inflect words this way;
 * Vietnamese, Javanese, Czech and Polish have none there, and are matched by prefix and typo
 * tolerance instead.
 */
const STEMMERS: Partial<Record<Locale, (word: string) => string>> = {
  en: english,
  id: indonesian,
  ms: indonesian,
  in: hindi,
  es: spanish,
  fr: french,
  de: german,
  it: italian,
  hu: hungarian,
  nl: dutch,
  pt: portuguese,
  ro: romanian,
  tr: turkish,
  el: greek,
  uk: ukrainian,
  ru: russian,
  ar: arabic,
};

/** The language's stemmer, if it has one. */
export const stemmerOf = (locale: Locale): ((word: string) => string) | undefined => STEMMERS[locale];
