import { pageWords } from "virtual:site-content";

/** The words of shared page sections and cards (content/data/page-words.yml, one file per language). */
export const pageText = pageWords;
