/** Query parameter that marks a click in the language switcher: `/de/help?set_lang=de`. */
export const LOCALE_CHOICE_PARAM = "set_lang";
