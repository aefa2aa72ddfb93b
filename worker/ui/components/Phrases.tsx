import { Children, cloneElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { LinguiContext, type TransRenderProps } from "@lingui/react";
import type { Locale } from "../../../common/locales";
import { PHRASE_LOCALES, phrases } from "../../../common/phrases";
import { usePage } from "./PageContext";

/**
 * Line breaking by phrase, for every heading, button and label inside: in Japanese and Chinese a
 * `<wbr>` between phrases (the stylesheet sets `word-break: keep-all` on headings, buttons, nav
 * links and table headers, so lines break only there). In every language the brand stays on one
 * line (`.nowrap`).
 *
 * It rewrites plain strings and the translations of Lingui's `<Trans>` inside it (through
 * Lingui's `defaultComponent`), never text rendered by other components. Server rendering only:
 * `<Island>` renders its component under `<NoPhrases>`, so hydration sees the same markup, and
 * BudouX's models never reach the browser.
 *
 * @example
 * <Phrases><h2><Trans>Why people choose Quietway</Trans></h2></Phrases>
 */
export default function Phrases({ children }: { children: ReactNode }) {
  const lingui = useContext(LinguiContext);
  const { locale } = usePage();
  const Text = textComponent(locale);
  const value = lingui ? { ...lingui, defaultComponent: Text } : null;
  const out = split(children, locale);
  return value ? <LinguiContext.Provider value={value}>{out}</LinguiContext.Provider> : out;
}

/** Text inside it is left as it is, even within `<Phrases>` (islands: the browser renders them the same). */
export function NoPhrases({ children }: { children: ReactNode }) {
  const lingui = useContext(LinguiContext);
  if (!lingui?.defaultComponent) return <>{children}</>;
  return <LinguiContext.Provider value={{ ...lingui, defaultComponent: undefined }}>{children}</LinguiContext.Provider>;
}

/** The brand, which no line may split, in any language. */
const BRAND = /Quietway VPN/g;

// One component per locale, built once, so React sees the same type on every render.
const texts = new Map<Locale, (props: TransRenderProps) => ReactNode>();

function textComponent(locale: Locale) {
  let Text = texts.get(locale);
  if (!Text) {
    // biome-ignore lint/correctness/noComponentHookFactories: one component per locale, kept in a module-scope map, so React sees a stable type
    Text = ({ translation }: TransRenderProps) => <>{split(translation, locale)}</>;
    texts.set(locale, Text);
  }
  return Text;
}

// Elements whose content must stay one plain string.
const RAW_TEXT = new Set(["option", "textarea", "title", "script", "style"]);

/** Strings anywhere in `node` set in phrases; host elements and fragments are walked, components left alone. */
function split(node: ReactNode, locale: Locale): ReactNode {
  if (typeof node === "string") return text(node, locale);
  if (Array.isArray(node)) return Children.map(node, (child) => split(child, locale));
  if (
    isValidElement<{ children?: ReactNode }>(node) &&
    ((typeof node.type === "string" && !RAW_TEXT.has(node.type)) || node.type === Fragment)
  ) {
    const { children } = node.props;
    if (children === undefined) return node;
    return cloneElement(node as ReactElement<{ children?: ReactNode }>, undefined, split(children, locale));
  }
  return node;
}

function text(value: string, locale: Locale): ReactNode {
  BRAND.lastIndex = 0;
  if (!PHRASE_LOCALES.has(locale) && !BRAND.test(value)) return value;
  const parts = value.split(BRAND);
  if (parts.length === 1) return phrased(value, locale);
  const out: ReactNode[] = [];
  parts.forEach((part, i) => {
    if (i > 0)
      out.push(
        <span className="nowrap" key={`b${i}`}>
          Quietway VPN
        </span>,
      );
    if (part) out.push(<Fragment key={`t${i}`}>{phrased(part, locale)}</Fragment>);
  });
  return out;
}

function phrased(value: string, locale: Locale): ReactNode {
  const list = phrases(locale, value);
  if (list.length < 2) return value;
  return list.map((p, i) =>
    i === 0 ? (
      p
    ) : (
      <Fragment key={i}>
        <wbr />
        {p}
      </Fragment>
    ),
  );
}
