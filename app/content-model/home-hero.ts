import { hero } from "virtual:site-content";

/** Words and figures of the home hero: the copy from home.yml, the two figures from facts.yml. */
export const HERO = hero;
