import { Trans } from "@lingui/react/macro";
import type { DownloadList } from "../../../common/schemas/api";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import DownloadStrip, { PLATFORM_NAMES } from "../components/DownloadStrip";
import ContactSection from "../components/ContactSection";
import { usePage } from "../components/PageContext";
import AppScreen from "../components/AppScreen";
import { AboutSection, CompareSection, FeaturesSection, TestimonialsSection } from "./home-sections";
import type { Markup } from "../components/markup";

/** The content of the home page's sections that vary only by language, rendered ahead (worker/render/home-parts.tsx). */
export interface HomeParts {
  about: Markup;
  compare: Markup;
  features: Markup;
  testimonials: Markup;
  contact: Markup;
}

/**
 * Home: the promise, the claims, the comparison, features, testimonials and the apps.
 * `appDrawing`: the app drawing's content for the visitor's platform, rendered ahead (see AppScreen);
 * `parts`: the sections the same for every visitor in the language, rendered ahead; without
 * them the page renders them itself, to the same markup.
 */
export default function HomePage({ downloads, appDrawing, parts }: { downloads: DownloadList; appDrawing?: Markup; parts?: HomeParts }) {
  const { platform } = usePage();
  const name = PLATFORM_NAMES[platform];
  return (
    <>
      <PageHero
        eyebrow={<Trans>Free trial, no registration</Trans>}
        title={<Trans>Private internet on every device, in one tap</Trans>}
        lede={
          <Trans>
            Quietway VPN encrypts your connection on Windows, Android and iOS. We keep no logs, ask for no account, and never cap your
            bandwidth.
          </Trans>
        }
      >
        <LocaleLink to={`/product/${platform}`} className="button button-primary">
          <Trans>Get Quietway for {name}</Trans>
        </LocaleLink>
        <LocaleLink to="/introduce" className="button">
          <Trans>How a VPN works</Trans>
        </LocaleLink>
      </PageHero>
      <div className="container app-showcase">
        <AppScreen platform={platform} drawing={appDrawing} />
      </div>

      <AboutSection inner={parts?.about} />
      <CompareSection inner={parts?.compare} />
      <FeaturesSection inner={parts?.features} />
      <TestimonialsSection inner={parts?.testimonials} />

      <Section id="download" title={<Trans>Get Quietway for your device</Trans>}>
        <DownloadStrip downloads={downloads} />
      </Section>

      <ContactSection inner={parts?.contact} />
    </>
  );
}
