/** HTML rendered ahead by React (or built to match it), for an element's `dangerouslySetInnerHTML`. */
export type Markup = { __html: string };
