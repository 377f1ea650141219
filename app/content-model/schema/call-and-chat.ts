// The schema of content/data/call-and-chat.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { line, text } from "./blocks.ts";

/**
 * content/data/call-and-chat.yml: the words of the agency's GoHighLevel calendar and chat on the pages
 * (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID); shown only when each is configured.
 */
export const callAndChatSchema = z.object({
  calendar: z
    .object({
      pickTime: line(3, 30).meta({
        hint: "The button after a send that opens the calendar (also the BOOKING_URL link)",
      }),
      contactTitle: line(3, 40).meta({ hint: "Beside the contact page's form" }),
      contactText: text(20, 240),
      bookCall: line(3, 30).meta({ hint: "The contact page's button that opens the calendar" }),
      title: line(3, 60).meta({ hint: "Heading of the calendar's window" }),
      frameTitle: line(3, 60).meta({ hint: "What screen readers call the calendar itself" }),
      close: line(2, 40).meta({ hint: "The X button's name for screen readers" }),
      bookedTitle: line(3, 60).meta({ hint: "Shown once the calendar says the call is booked" }),
      bookedText: text(20, 300),
    })
    .meta({ hint: "The calendar that opens on the page (GHL_BOOKING_CALENDAR_ID)" }),
  chat: z
    .object({
      button: line(3, 30).meta({ hint: "The chat button on every page" }),
      loading: line(3, 40).meta({ hint: "Read out while the chat loads" }),
      failed: text(10, 200).meta({ hint: "Shown when the chat cannot load" }),
    })
    .meta({ hint: "The chat button (GHL_CHAT_WIDGET_ID)" }),
});
