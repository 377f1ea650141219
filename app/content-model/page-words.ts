import { pageWords } from "virtual:site-content";

/**
 * The words of page sections and cards (content/data/page-words.yml, one file per language), whole, for loaders and
 * resource routes (build time only). A component imports its page's piece straight from the content module
 * (homeWords, serviceWords, cardWords...), so a page's code carries only its own words: a module here importing every
 * piece would put them all in the code every page shares.
 */
export { pageWords };
