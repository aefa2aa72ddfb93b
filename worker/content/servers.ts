import { z } from "zod";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import raw from "../../content/servers/locations.json";

/** Continent codes as the edge reports them (request.cf.continent). */
export const CONTINENTS = ["EU", "NA", "SA", "AS", "OC", "AF"] as const;
export type Continent = (typeof CONTINENTS)[number];


/** Continent names come from the catalogs: Intl.DisplayNames has no continents in workerd's ICU data. */
export const CONTINENT_NAMES: Record<Continent, MessageDescriptor> = {
  EU: msg`Europe`,
  NA: msg`North America`,
  SA: msg`South America`,
  AS: msg`Asia`,
  OC: msg`Oceania`,
  AF: msg`Africa`,
};

const countrySchema = z.tuple([z.string().regex(/^[A-Z]{2}$/), z.number().int().positive(), z.array(z.string().min(1)).min(1)]);
const locationsSchema = z.record(z.enum(CONTINENTS), z.array(countrySchema));

/** Servers per country, by continent: [country code, servers, cities]. Validated once per isolate. */
export const LOCATIONS = locationsSchema.parse(raw);

export const TOTALS = {
  servers: Object.values(LOCATIONS).flat().reduce((sum, [, n]) => sum + n, 0),
  countries: Object.values(LOCATIONS).flat().length,
};
