import { Trans } from "@lingui/react/macro";
import Section from "./Section";
import type { Markup } from "./markup";

/** "Send us an email": how to reach a person. `inner`: its content rendered ahead (see Section). */
export default function ContactSection({ inner }: { inner?: Markup } = {}) {
  return (
    <Section id="contact" title={<Trans>Send us an email</Trans>} className="contact" inner={inner}>
      <p>
        <Trans>Write to us at any time. A person reads every message and replies within one working day.</Trans>
      </p>
      <p>
        <a className="button" href="mailto:support@quietway.example">
          support@quietway.example
        </a>
      </p>
    </Section>
  );
}
