import type { Locale } from "../../common/locales.ts";
import { stopwords as arabic } from "@orama/stopwords/arabic";
import { stopwords as dutch } from "@orama/stopwords/dutch";
import { stopwords as english } from "@orama/stopwords/english";
import { stopwords as french } from "@orama/stopwords/french";
import { stopwords as german } from "@orama/stopwords/german";
import { stopwords as hindi } from "@orama/stopwords/indian";
import { stopwords as indonesian } from "@orama/stopwords/indonesian";
import { stopwords as italian } from "@orama/stopwords/italian";
import { stopwords as japanese } from "@orama/stopwords/japanese";
import { stopwords as chinese } from "@orama/stopwords/mandarin";
import { stopwords as portuguese } from "@orama/stopwords/portuguese";
import { stopwords as russian } from "@orama/stopwords/russian";
import { stopwords as spanish } from "@orama/stopwords/spanish";
import { stopwords as turkish } from "@orama/stopwords/turkish";
import { stopwords as ukrainian } from "@orama/stopwords/ukrainian";
import { termOf } from "./search-text.ts";

/**
 * Words that carry a query's grammar rather than its subject ("how", "my", Thai's question
 * particle ไหม): a document need not hold them to match the whole query, and they weigh less.
 * From @orama/stopwords where it has the language; Thai and Vietnamese, which it lacks, here.
 */
const LISTS: Partial<Record<Locale, readonly string[]>> = {
  en: english,
  ar: arabic,
  nl: dutch,
  fr: french,
  de: german,
  in: hindi,
  id: indonesian,
  ms: indonesian,
  it: italian,
  ja: japanese,
  zh: chinese,
  pt: portuguese,
  ru: russian,
  es: spanish,
  tr: turkish,
  uk: ukrainian,
  th: [
    "ไหม",
    "มั้ย",
    "หรือ",
    "ไม่",
    "คือ",
    "อะไร",
    "ยังไง",
    "อย่างไร",
    "ทำไม",
    "ได้",
    "จะ",
    "ที่",
    "ของ",
    "และ",
    "การ",
    "ใน",
    "ให้",
    "กับ",
    "ว่า",
    "มี",
    "ก็",
    "ต้อง",
    "แล้ว",
    "ยัง",
    "เป็น",
    "ผม",
    "ฉัน",
    "หนู",
    "เรา",
    "ครับ",
    "ค่ะ",
    "คะ",
    "นะ",
    "บ้าง",
    "ตอน",
    "เวลา",
  ],
  vn: [
    "có",
    "không",
    "là",
    "gì",
    "của",
    "và",
    "được",
    "bị",
    "tôi",
    "mình",
    "em",
    "anh",
    "thì",
    "mà",
    "cho",
    "với",
    "khi",
    "này",
    "sao",
    "vẫn",
    "đã",
    "rồi",
    "như",
    "thế",
    "nào",
    "làm",
    "ở",
    "để",
    "các",
    "những",
    "một",
  ],
};

const sets = new Map<Locale, ReadonlySet<string>>();

/** Whether an index term is one of the language's stop words. */
export function isStopword(term: string, locale: Locale): boolean {
  let set = sets.get(locale);
  if (!set) sets.set(locale, (set = new Set((LISTS[locale] ?? []).map((w) => termOf(w, locale)))));
  return set.has(term);
}
