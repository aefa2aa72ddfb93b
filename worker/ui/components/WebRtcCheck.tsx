import { Trans } from "@lingui/react/macro";

/**
 * The WebRTC leak test: nothing is contacted until the visitor presses the button; then the
 * browser runtime (client/runtime/connection-check.ts) gathers the addresses WebRTC reveals and
 * compares them with the ones websites see. Without JavaScript a sentence says it needs it.
 */
export default function WebRtcCheck({ stun }: { stun?: string }) {
  return (
    <section className="webrtc-check" aria-labelledby="webrtc-title">
      <h2 id="webrtc-title">
        <Trans>WebRTC leak test</Trans>
      </h2>
      <p>
        <Trans>
          Web pages can make video calls through WebRTC, and it can reveal your addresses. With a VPN on, none of them should differ from
          the address websites see.
        </Trans>
      </p>
      <p className="muted">
        {stun ? (
          <Trans>
            The test asks the STUN server <code dir="ltr">{stun}</code> which address your connection comes from, and only when you press
            the button.
          </Trans>
        ) : (
          <Trans>The test lists the addresses your browser reveals by itself. It asks no outside server.</Trans>
        )}
      </p>
      <p className="muted" data-needs-js="">
        <Trans>This test needs JavaScript, which is turned off in your browser.</Trans>
      </p>
      <button type="button" className="button" data-webrtc-check="" data-stun={stun ?? ""} hidden>
        <Trans>Check for WebRTC leaks</Trans>
      </button>
      <div className="webrtc-result" data-webrtc-result="" aria-live="polite" hidden>
        <ul className="webrtc-addresses" dir="ltr" data-webrtc-list="" />
        <p data-verdict="leak" hidden>
          <Trans>WebRTC reveals an address that differs from the one websites see. With a VPN on, that is a leak.</Trans>
        </p>
        <p data-verdict="none" hidden>
          <Trans>No leak: WebRTC reveals no address other than the one websites see.</Trans>
        </p>
        <p data-verdict="empty" hidden>
          <Trans>Your browser revealed no address through WebRTC.</Trans>
        </p>
      </div>
    </section>
  );
}
