import { interfaceWords } from "virtual:site-content";

/**
 * The words of the controls no page owns (content/data/interface-words.yml, one file per language) that every page's
 * shell needs. The footer's, the search window's and the forms' words are pieces of their own (`footerWords`,
 * `searchWords`, `formWords`, `sentWords` of virtual:site-content), loaded with their code.
 */
export const words = interfaceWords;
