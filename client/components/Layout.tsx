import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import Header from "./Header";
import Footer from "./Footer";

/** Page frame: skip link, header, main landmark and footer. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
