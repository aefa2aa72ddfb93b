import { Trans } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import Icon from "../components/Icon";

/** Facts only the operator can give (worker/operator-facts.ts); each shown only when configured. */
export interface AboutFacts {
  name?: string;
  address?: string[];
  registration?: string;
}

/**
 * /about: what the company does, what it keeps and never keeps (as the privacy policy says), and
 * how to reach it. Nothing here is a claim the operator has not configured or the policy does
 * not make.
 */
export default function AboutPage({ facts }: { facts: AboutFacts }) {
  const { name, address, registration } = facts;
  const company = name ?? registration ?? address;
  return (
    <>
      <PageHero
        title={<Trans>About Quietway</Trans>}
        lede={
          <Trans>
            We make a VPN for Windows, Android and iOS that asks nothing of you: no account, no email address, no record of what you do
            online. This page says who we are, what we keep and how to reach us.
          </Trans>
        }
      />

      <Section id="what-we-do" title={<Trans>What we do</Trans>} className="about-what">
        <div className="about-columns">
          <p>
            <Trans>
              Quietway encrypts the connection between your device and our servers. Your internet provider and the Wi-Fi you are on see that
              you are connected to our server, but not which sites you open or what you send. The sites you visit see our server's address
              instead of yours.
            </Trans>
          </p>
          <p>
            <Trans>
              The network has 3600+ servers in 91 countries. The free plan uses 100+ of them in 6 countries, with no time limit; Premium
              opens all of them, after a free trial.
            </Trans>
          </p>
        </div>
      </Section>

      <Section id="data" title={<Trans>What we keep, and what we never keep</Trans>} className="about-data">
        <div className="about-columns">
          <div className="card about-never">
            <h3>
              <Trans>Never recorded</Trans>
            </h3>
            <ul className="about-never-list">
              {[
                <Trans>The sites you visit and the apps you use</Trans>,
                <Trans>What you send and receive</Trans>,
                <Trans>Your DNS queries</Trans>,
                <Trans>When you connect, and for how long</Trans>,
                <Trans>Your IP address</Trans>,
                <Trans>Your name, email address or phone number: there is no account</Trans>,
              ].map((item, i) => (
                // A fixed list written in the page: the index is a stable key.
                <li key={i}>
                  <Icon name="cross" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="card about-kept">
            <h3>
              <Trans>The little we keep</Trans>
            </h3>
            <ul className="about-kept-list">
              <li>
                <Trans>How many connections each server carries and how much bandwidth it uses: totals per server, never per person.</Trans>
              </li>
              <li>
                <Trans>Crash reports, only if you turn them on in the app, deleted after 90 days.</Trans>
              </li>
              <li>
                <Trans>For Premium, an access key with its expiry date and the order that paid for it.</Trans>
              </li>
              <li>
                <Trans>Your emails to support, until your question is settled and no longer than 90 days.</Trans>
              </li>
            </ul>
          </div>
        </div>
        <p>
          <Trans>
            Our website loads nothing from other companies: no trackers, no analytics, no ads. The{" "}
            <LocaleLink to="/privacy">privacy policy</LocaleLink> lists everything, down to the one cookie.
          </Trans>
        </p>
      </Section>

      <Section id="contact" title={<Trans>How to reach us</Trans>} className="about-contact">
        <div className="about-columns">
          <div className="card">
            <h3>
              <Trans>Help with the apps</Trans>
            </h3>
            <p>
              <a href="mailto:support@quietway.example">support@quietway.example</a>
            </p>
          </div>
          <div className="card">
            <h3>
              <Trans>Privacy and your data</Trans>
            </h3>
            <p>
              <a href="mailto:privacy@quietway.example">privacy@quietway.example</a>
            </p>
          </div>
        </div>
        <p>
          <Trans>A person reads every message. We never ask for a password or card details.</Trans>
        </p>
      </Section>

      {company && (
        <Section id="company" title={<Trans>The company</Trans>} className="about-company">
          <dl className="facts">
            {name && (
              <div>
                <dt>
                  <Trans>Operated by</Trans>
                </dt>
                <dd>
                  <bdi>{name}</bdi>
                </dd>
              </div>
            )}
            {address && (
              <div>
                <dt>
                  <Trans>Postal address</Trans>
                </dt>
                <dd>
                  <address dir="auto">
                    {address.map((line, i) => (
                      <span key={i}>
                        {line}
                        <br />
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            )}
            {registration && (
              <div>
                <dt>
                  <Trans>Company registration number</Trans>
                </dt>
                <dd>
                  <bdi>{registration}</bdi>
                </dd>
              </div>
            )}
          </dl>
        </Section>
      )}
    </>
  );
}
