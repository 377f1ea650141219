import { calendarWords } from "virtual:site-content";

/**
 * The words of the agency's GoHighLevel calendar (content/data/call-and-chat.yml `calendar`). The contact and
 * thank-you pages pass them through their loaders (prerendered data, not JavaScript); the confirmation after a send and
 * the calendar's window, which load on demand, read them here. The chat button reads its own piece (`chatWords`)
 * straight from the content module: it is in every page's shell when the chat is on, and must not bring these along.
 */
export { calendarWords };
