import type { Article } from "../../common/schemas/content";

// Articles for the content tests (content-source.test.ts, content-assets.test.ts): help articles in
// four languages and scripts (one translated into Chinese, Japanese and Thai), and three blog posts.

const base = { summary: "S", date: "2026-01-01", featured: false, popular: false, order: 0, tags: [] as string[], words: 10 };
/** An article with every field the fixture does not care about filled in. */
export const a = (over: Partial<Article> & Pick<Article, "id" | "type" | "locale" | "title" | "html">): Article => ({ ...base, ...over });

export const articles: Article[] = [
  a({
    id: "install-windows",
    type: "help",
    locale: "en",
    title: "Install the app on Windows",
    section: "getting-started",
    order: 1,
    html: "<p>Download the installer and run it.</p>",
  }),
  a({
    id: "install-windows",
    type: "help",
    locale: "zh",
    title: "在 Windows 上安装应用",
    section: "getting-started",
    order: 1,
    html: "<p>下载安装程序并运行它。服务器会自动选择。</p>",
  }),
  a({
    id: "choose-server",
    type: "help",
    locale: "en",
    title: "Choose a server",
    section: "getting-started",
    order: 2,
    html: "<p>Pick the fastest server near you.</p>",
    tags: ["location"],
  }),
  a({
    id: "choose-server",
    type: "help",
    locale: "ja",
    title: "サーバーを選ぶ",
    section: "getting-started",
    order: 2,
    html: "<p>近くの高速なサーバーを選びましょう。</p>",
  }),
  a({
    id: "kill-switch",
    type: "help",
    locale: "en",
    title: "What the kill switch does",
    section: "privacy-and-security",
    html: "<p>It blocks traffic when the tunnel drops. Works on Windows too.</p>",
  }),
  a({
    id: "kill-switch",
    type: "help",
    locale: "th",
    title: "คิลสวิตช์ทำงานอย่างไร",
    section: "privacy-and-security",
    html: "<p>ระบบจะบล็อกการรับส่งข้อมูลเมื่อการเชื่อมต่อหลุด</p>",
  }),
  a({
    id: "wifi",
    type: "blog",
    locale: "en",
    title: "Is public Wi-Fi safe?",
    category: "security",
    featured: true,
    tags: ["wifi", "security"],
    html: "<p>Cafés are convenient.</p>",
  }),
  a({
    id: "phishing",
    type: "blog",
    locale: "en",
    title: "Spot a phishing email",
    category: "security",
    popular: true,
    tags: ["security"],
    html: "<p>Check the sender.</p>",
  }),
  a({
    id: "streaming",
    type: "blog",
    locale: "en",
    title: "Stream abroad",
    category: "streaming",
    tags: ["tv"],
    html: "<p>Watch shows.</p>",
  }),
];
