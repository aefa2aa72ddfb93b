import type { I18n } from "@lingui/core";
import type { Locale } from "../../common/locales";
import ContactSection from "../ui/components/ContactSection";
import type { HomeParts } from "../ui/pages/HomePage";
import { AboutSection, CompareSection, FeaturesSection, TestimonialsSection } from "../ui/pages/home-sections";
import { languageOnly, prerenderedInner } from "./prerendered";

/**
 * The home page's sections that are the same for every visitor in a language (claims,
 * comparison, features, testimonials, contact), rendered once per language and isolate. They
 * were most of the uncached home page's render: the comparison alone is some 280 elements.
 */
export function homeParts(i18n: I18n, locale: Locale): HomeParts {
  const page = languageOnly(locale);
  return {
    about: prerenderedInner("home about", i18n, page, () => <AboutSection />),
    compare: prerenderedInner("home compare", i18n, page, () => <CompareSection />),
    features: prerenderedInner("home features", i18n, page, () => <FeaturesSection />),
    testimonials: prerenderedInner("home testimonials", i18n, page, () => <TestimonialsSection />),
    contact: prerenderedInner("contact", i18n, page, () => <ContactSection />),
  };
}
