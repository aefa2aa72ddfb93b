import { z } from "zod";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { I18n } from "@lingui/core";
import raw from "../../content/servers/locations.json";
import cityNames from "../../content/servers/cities.json";
import { LOCALES, htmlLang, type Locale } from "../../common/locales";
import { foldForSearch } from "../../common/search-text";
import { regionNames } from "../../common/intl-formats";
import type { ServerGroup } from "../ui/components/ServerList";

/** Continent codes as the edge reports them (request.cf.continent). */
export const CONTINENTS = ["EU", "NA", "SA", "AS", "OC", "AF"] as const;
type Continent = (typeof CONTINENTS)[number];

/** Continent names come from the catalogs: Intl.DisplayNames has no continents in workerd's ICU data. */
const CONTINENT_NAMES: Record<Continent, MessageDescriptor> = {
  EU: msg`Europe`,
  NA: msg`North America`,
  SA: msg`South America`,
  AS: msg`Asia`,
  OC: msg`Oceania`,
  AF: msg`Africa`,
};

const countrySchema = z
  .tuple([
    z.string().regex(/^[A-Z]{2}$/),
    z.number().int().positive(),
    z.array(z.string().min(1)).min(1),
    z.number().int().nonnegative().optional(),
  ])
  .refine(([, servers, , dedicated = 0]) => dedicated <= servers, "more dedicated servers than servers");
const locationsSchema = z.record(z.enum(CONTINENTS), z.array(countrySchema));

/**
 * Servers per country, by continent: [country code, servers, cities (English names),
 * dedicated streaming and gaming servers among them]. Validated once per isolate.
 */
export const LOCATIONS = locationsSchema.parse(raw);

const countries = Object.values(LOCATIONS).flat();
const general = countries.map(([code, servers, , dedicated = 0]) => [code, servers - dedicated] as const).filter(([, n]) => n > 0);

/**
 * The network in numbers. Both readings the site prints come from here: the main server
 * list (general-purpose servers, "3600+ servers in 91 countries") and the whole network
 * with the dedicated streaming and gaming servers ("4600+ servers in 100+ countries").
 */
export const TOTALS = {
  servers: countries.reduce((sum, [, n]) => sum + n, 0),
  countries: countries.length,
  general: { servers: general.reduce((sum, [, n]) => sum + n, 0), countries: general.length },
  dedicated: countries.reduce((sum, [, , , d = 0]) => sum + d, 0),
};

const cityNamesSchema = z.record(z.string().min(1), z.partialRecord(z.enum(LOCALES), z.string().min(1)));
/** City names in other languages, by English name, where a language has its own name (content/servers/cities.json). */
const CITY_NAMES = cityNamesSchema.parse(cityNames);

/** A city's name in a language: its own name there, else the English one. */
export function cityName(city: string, locale: Locale): string {
  return (Object.hasOwn(CITY_NAMES, city) ? CITY_NAMES[city]![locale] : undefined) ?? city;
}

// Computed once per language and visitor continent, then kept: the data never changes within a deploy.
const groupsCache = new Map<string, ServerGroup[]>();

/**
 * Servers by continent in a language: country and city names in that language, the text
 * the list's filter matches (English names too), the visitor's continent first, countries by size.
 */
export function serverGroups(i18n: I18n, locale: Locale, visitorContinent: string | undefined): ServerGroup[] {
  const first = CONTINENTS.find((c) => c === visitorContinent) ?? "";
  const key = `${locale}|${first}`;
  const cached = groupsCache.get(key);
  if (cached) return cached;
  const lang = htmlLang(locale);
  const names = regionNames(lang);
  const english = regionNames("en");
  const collator = new Intl.Collator(lang);
  const order = [...CONTINENTS].sort((a, b) => Number(b === first) - Number(a === first));
  const groups = order.map((code) => {
    const list = LOCATIONS[code]!.map(([country, servers, englishCities]) => {
      const name = names.of(country) ?? country;
      const cities = englishCities.map((city) => cityName(city, locale));
      // The filter also finds a country by its English name and the English city names.
      const words = [name, country, ...cities, english.of(country) ?? country, ...englishCities];
      return { code: country, name, servers, cities, search: [...new Set(words.map((w) => foldForSearch(w, lang)))].join(" ") };
    }).sort((a, b) => b.servers - a.servers || collator.compare(a.name, b.name));
    return { code, name: i18n._(CONTINENT_NAMES[code]), servers: list.reduce((n, c) => n + c.servers, 0), countries: list };
  });
  groupsCache.set(key, groups);
  return groups;
}
