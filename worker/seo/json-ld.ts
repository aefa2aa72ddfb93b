import { htmlLang, localePath, type Locale } from "../../common/locales";
import type { ArticleInfo, DownloadList } from "../../common/schemas/api";
import { SITE_NAME } from "./head";

/** One JSON-LD object, rendered as-is in a script of type application/ld+json. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** The organisation and the site with its search, for the home page. */
export function organizationAndSite(origin: string, locale: Locale): JsonLd[] {
  return [
    {
      "@context": CONTEXT,
      "@type": "Organization",
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/apple-touch-icon.png`,
      email: "support@quietway.example",
    },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      name: SITE_NAME,
      url: origin + localePath(locale, "/"),
      inLanguage: htmlLang(locale),
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}${localePath(locale, "/help/search")}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

/** Home › … › this page. */
export function breadcrumbList(origin: string, items: { name: string; path: string }[], locale: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: origin + localePath(locale, item.path),
    })),
  };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Questions and their answers. */
export function faqPage(entries: { title: string; html?: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.title,
      acceptedAnswer: { "@type": "Answer", text: plain(e.html ?? "") },
    })),
  };
}

/** A blog post (BlogPosting) or a help article (Article). */
export function articleLd(origin: string, url: string, { article }: ArticleInfo, image: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": article.type === "blog" ? "BlogPosting" : "Article",
    headline: article.title,
    description: article.summary,
    inLanguage: htmlLang(article.lang),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    mainEntityOfPage: url,
    image,
    author: article.author ? { "@type": "Person", name: article.author.split(",")[0] } : { "@type": "Organization", name: SITE_NAME },
    publisher: { "@type": "Organization", name: SITE_NAME, logo: { "@type": "ImageObject", url: `${origin}/apple-touch-icon.png` } },
  };
}

const OS: Record<keyof DownloadList, string> = { windows: "Windows", android: "Android", ios: "iOS" };

/** The app for one platform. */
export function softwareApplication(platform: keyof DownloadList, downloads: DownloadList, url: string): JsonLd {
  const app = downloads[platform];
  return {
    "@context": CONTEXT,
    "@type": "SoftwareApplication",
    name: `${SITE_NAME} for ${OS[platform]}`,
    operatingSystem: app.min_os ? `${app.min_os}+` : OS[platform],
    applicationCategory: "SecurityApplication",
    softwareVersion: app.version || undefined,
    downloadUrl: app.download_url || undefined,
    fileSize: app.size_bytes ? `${Math.round(app.size_bytes / 1_048_576)} MB` : undefined,
    url,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD", description: "Free plan and free trial" },
  };
}
