import { interfaceWords } from "virtual:site-content";

/** The words of the controls no page owns (content/data/interface-words.yml, one file per language). */
export const words = interfaceWords;
