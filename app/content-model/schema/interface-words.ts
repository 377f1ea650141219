// The schema of content/data/interface-words.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { LANGS, type Lang } from "../../../config/languages.mjs";
import { line, text } from "./blocks.ts";

const nameTemplate = line(6, 60).refine((value) => value.includes("{name}"), "must contain {name}");

/**
 * content/data/interface-words.yml: the words of the site's controls that belong to no page (header, menus, the
 * language switch, the error page), so each language's file holds them and no component types them.
 */
export const interfaceWordsSchema = z.object({
  header: z.object({
    hireUs: line(2, 24).meta({ hint: "The header's button that opens the consultation popup" }),
    openMenu: line(2, 40).meta({ hint: "What screen readers call the phone menu button while the menu is closed" }),
    closeMenu: line(2, 40).meta({ hint: "... and while it is open" }),
    theme: line(2, 24).meta({ hint: "Beside the theme control in the phone menu" }),
    mainNav: line(2, 40).meta({ hint: "What screen readers call the header's links" }),
    mobileNav: line(2, 40).meta({ hint: "What screen readers call the phone menu's links" }),
  }),
  language: z.object({
    label: line(2, 40).meta({ hint: "What screen readers call the language switch" }),
    englishOnly: line(2, 30).meta({ hint: "After a link to a page that exists in English only (the store, the blog)" }),
  }),
  quote: z.object({
    translatedFrom: line(5, 40)
      .meta({
        hint: "Under a client's words shown in translation; {language} is the original language's name below, e.g. Translated from {language}",
      })
      .refine((value) => value.includes("{language}"), "must contain {language}"),
    languages: z
      // Object.fromEntries loses the keys: one entry per language, which the type says.
      .object(
        Object.fromEntries(
          LANGS.map((each) => [
            each,
            line(2, 30).meta({ hint: `The name of the language "${each}" as it reads in that note` }),
          ]),
        ) as Record<Lang, ReturnType<typeof line>>,
      )
      .meta({ hint: "Each language's name in this file's language, as the note uses it" }),
  }),
  error: z.object({
    status: line(2, 30)
      .meta({ hint: "Above the error page's heading; {status} is the error's number" })
      .refine((value) => value.includes("{status}"), "must contain {status}"),
    title: line(3, 80),
    text: text(10, 200).meta({ hint: "Before the contact e-mail address" }),
    home: line(3, 40).meta({ hint: "The link back to the home page" }),
  }),
  skipLink: line(3, 40).meta({
    hint: "The first link of every page, shown on Tab: it jumps past the header to the page's content",
  }),
  theme: z
    .object({
      label: line(2, 30).meta({ hint: "What screen readers call the group of three buttons" }),
      system: line(2, 40).meta({ hint: "The button that follows the device's setting (its name and tooltip)" }),
      light: line(2, 40),
      dark: line(2, 40),
    })
    .meta({ hint: "The theme control in the header and the phone menu" }),
  searchButton: z
    .object({
      label: line(2, 24).meta({ hint: "The header's search button (read out on a phone, shown on wide screens)" }),
      shortcut: line(2, 16).meta({ hint: "The keyboard shortcut shown beside it (Ctrl K opens the search)" }),
    })
    .meta({ hint: "The header's search control" }),
  breadcrumbs: z.object({
    label: line(2, 40).meta({ hint: "What screen readers call the trail of links above a page's heading" }),
    home: line(2, 30).meta({ hint: "The trail's first link, to the home page" }),
  }),
  structuredData: z.object({
    areaServed: line(2, 60).meta({
      hint: "Where the services are offered, as search engines read it in each service's structured data (areaServed)",
    }),
  }),
  rating: line(5, 60)
    .meta({ hint: "What screen readers say for a row of stars; {rating} is the rating, e.g. 4.8" })
    .refine((value) => value.includes("{rating}"), "must contain {rating}"),
  tooltipButton: line(3, 60)
    .meta({ hint: "What screen readers call an info button; {label} is what it explains" })
    .refine((value) => value.includes("{label}"), "must contain {label}"),
  feed: line(3, 80).meta({ hint: "The name browsers and feed readers show for the blog's RSS feed" }),
  footer: z
    .object({
      about: text(20, 300).meta({ hint: "Under the logo: what the agency is" }),
      social: line(2, 40).meta({ hint: "What screen readers call the list of social media links" }),
      company: line(2, 30).meta({ hint: "Heading of the site's links" }),
      legal: line(2, 30).meta({ hint: "Heading of the legal pages' links" }),
      contact: line(2, 30).meta({ hint: "Heading of the e-mail, phone and feed links" }),
      rss: line(2, 40).meta({ hint: "The link to the blog's RSS feed" }),
      copyright: text(10, 200)
        .meta({ hint: "The last line of every page; {year} is the current year" })
        .refine((value) => value.includes("{year}"), "must contain {year}"),
    })
    .meta({ hint: "The footer of every page" }),
  search: z
    .object({
      title: line(3, 40).meta({ hint: "The search window's name for screen readers" }),
      field: line(5, 100).meta({ hint: "What screen readers call the search field: what it finds" }),
      placeholder: line(5, 60).meta({ hint: "Shown in the empty search field" }),
      hint: text(10, 160).meta({ hint: "Under the empty field: what the search finds" }),
      searching: line(3, 40).meta({ hint: "While the results load" }),
      failed: text(10, 160).meta({ hint: "When the search cannot load (offline)" }),
      close: line(2, 40).meta({ hint: "The X button's name for screen readers" }),
      results: line(3, 40).meta({ hint: "What screen readers call the list of results" }),
      none: line(5, 80)
        .meta({ hint: "No result; {term} is what the visitor typed" })
        .refine((value) => value.includes("{term}"), "must contain {term}"),
      one: line(5, 80)
        .meta({ hint: "One result; {term} is what the visitor typed" })
        .refine((value) => value.includes("{term}"), "must contain {term}"),
      many: line(5, 80)
        .meta({ hint: "{count} results (2 or more) for {term}" })
        .refine((value) => value.includes("{count}") && value.includes("{term}"), "must contain {count} and {term}"),
      bestShown: line(5, 100)
        .meta({ hint: "When only some results are listed: {found} is the sentence above, {shown} how many are listed" })
        .refine((value) => value.includes("{found}") && value.includes("{shown}"), "must contain {found} and {shown}"),
      types: z
        .object({
          service: line(2, 24),
          industry: line(2, 24),
          snapshot: line(2, 24),
          post: line(2, 24),
          legal: line(2, 24),
        })
        .meta({ hint: "The kind of page beside each result" }),
    })
    .meta({ hint: "The search window (the header's search button, Ctrl K)" }),
  form: z
    .object({
      details: line(3, 40).meta({ hint: "What screen readers call the group of fields" }),
      name: z.object({ label: line(2, 40), placeholder: line(2, 60) }),
      email: z.object({ label: line(2, 40), placeholder: line(2, 60) }),
      phone: z.object({ label: line(2, 40), placeholder: line(2, 60) }),
      message: z.object({ label: line(2, 40), placeholder: line(2, 100) }),
      send: line(2, 30).meta({ hint: "The popup form's button" }),
      sendInline: line(2, 30).meta({ hint: "The button of the home and contact page forms" }),
      sending: line(2, 30).meta({ hint: "On the button and in the status box while the form is sent" }),
      networkError: line(10, 200)
        .regex(/^Error: /, 'must start with "Error: "')
        .meta({ hint: "The popup's status when the server can't be reached" }),
      close: line(2, 40).meta({ hint: "The popup's X button, for screen readers" }),
    })
    .meta({ hint: "The enquiry forms (their problems and confirmation are in enquiry-form.yml)" }),
  sent: z
    .object({
      popupSuccess: text(10, 200).meta({ hint: "The popup's status after a send (it then closes)" }),
      inlineSuccess: text(5, 200).meta({
        hint: "The home and contact page forms' status after a send: that the message arrived (the card under it says what happens next)",
      }),
      refused: line(5, 300)
        .meta({ hint: "When the receiver refuses an enquiry; {message} is its reason" })
        .regex(/^Error: /, 'must start with "Error: ", like every failure the form shows')
        .refine((value) => value.includes("{message}"), "must contain {message}"),
      refusedFallback: line(5, 200)
        .regex(/^Error: /, 'must start with "Error: "')
        .meta({ hint: "... when it gives no reason" }),
    })
    .meta({ hint: "The forms' status after a send: what the receiver answered" }),
  emailUs: line(3, 40).meta({
    hint: "Above the e-mail address beside the contact page's form and on the thank-you page",
  }),
  heroVisual: z
    .object({
      board: line(3, 30).meta({ hint: "The pipeline board's title (about 30 characters fit)" }),
      growth: line(3, 18).meta({ hint: "The green badge beside it" }),
      columns: z
        .object({ newLead: line(2, 20), booked: line(2, 20), won: line(2, 20) })
        .meta({ hint: "The board's three stages" }),
      jobs: z
        .object({
          inspection: line(2, 22),
          gutters: line(2, 22),
          replacement: line(2, 22),
          storm: line(2, 22),
          newBuild: line(2, 22),
        })
        .meta({ hint: "What each lead on the board is about" }),
      workflow: line(3, 40).meta({ hint: "The workflow card's title" }),
      steps: z
        .object({ form: line(3, 28), wait: line(3, 28), sms: line(3, 28), opportunity: line(3, 28) })
        .meta({ hint: "The workflow's four steps" }),
      booked: line(3, 24).meta({ hint: "The booking card's first line" }),
      bookedJob: line(3, 24),
      bookedTime: line(3, 30).meta({ hint: "A day and time of the booking, with its reminder" }),
    })
    .meta({
      hint: "The words of the home page's decorative drawing (a pipeline board, a workflow, a booking); keep them short, they sit in fixed boxes",
    }),
  interest: z
    .object({
      plan: nameTemplate,
      snapshot: nameTemplate,
      service: nameTemplate,
      industry: nameTemplate,
    })
    .meta({
      hint: "How the contact page's note names what a button brought the visitor to ask about ({interest} in its sentence); {name} is the plan's, snapshot's, service's or industry's name, said once when the name already ends with the other words",
    }),
});
