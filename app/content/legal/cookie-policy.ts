import { site } from "../site";
import type { LegalDocument } from "../types";

/** Picks the sentence that is true for the configured form delivery (see config/settings.mjs). */
const byMode = (text: Record<typeof site.formMode, string>): string => text[site.formMode];

export const document: LegalDocument = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  description: `${site.brandName}'s website sets no cookies and runs no analytics. What it keeps in your browser (an unsent enquiry draft) and how to clear it.`,
  intro: `Most cookie policies list dozens of trackers. Ours is short because this website sets no cookies at all: no tracking cookies, no advertising cookies and no analytics. The only thing it stores in your browser is a draft of an enquiry you have not sent yet, and that disappears on its own. This page explains exactly what that is and how to remove it.`,
  sections: [
    {
      id: "what-cookies-are",
      title: "What cookies and browser storage are",
      blocks: [
        {
          type: "paragraph",
          text: "A cookie is a small text file that a website asks your browser to save and then send back with later requests. Cookies are used to keep people logged in, remember preferences, and, on many sites, to track visitors across pages and across other websites for analytics and advertising.",
        },
        {
          type: "paragraph",
          text: "Browsers also offer other storage that works in a similar way but is not sent to the server automatically. Two common kinds are localStorage, which persists until it is cleared, and sessionStorage, which belongs to a single tab and is wiped when that tab is closed. Privacy laws such as the EU ePrivacy rules treat all of these the same way as cookies, so we describe them here too.",
        },
      ],
    },
    {
      id: "cookies-we-use",
      title: "Cookies this site sets",
      blocks: [
        {
          type: "paragraph",
          text: `None. ${site.brandName}'s website does not set any cookies, first-party or third-party. There are no accounts or logins, so there is no session cookie to keep you signed in. There are no analytics tools, no advertising or retargeting pixels, no social media widgets, no embedded videos or maps, and no chat widgets from outside providers.`,
        },
        {
          type: "paragraph",
          text: "The fonts and images you see are served from our own domain. That means no third-party server receives a request from your browser while our pages load, so no outside company learns that you visited or gets the chance to set its own cookie.",
        },
      ],
    },
    {
      id: "session-storage",
      title: "What we keep in your browser: your unsent enquiry",
      blocks: [
        {
          type: "paragraph",
          text: "The one thing this site stores in your browser is a draft of the enquiry form, held in sessionStorage. As you type into the consultation popup or a contact form, the browser keeps what you have entered so far:",
        },
        {
          type: "list",
          items: [
            "Your name, email address and phone number as typed.",
            "The message you are writing.",
          ],
        },
        {
          type: "paragraph",
          text: "This exists so that an accidental reload does not throw away a message you have half written. The draft stays on your device; it is not sent to us or to anyone else until you press send, and nothing is stored about the pages you viewed.",
        },
        {
          type: "paragraph",
          text: "The draft is deleted as soon as your enquiry has been sent successfully. If you never send it, your browser deletes it when you close the tab. Because sessionStorage is tied to one tab, the draft is not shared with other tabs or windows and does not survive a browser restart.",
        },
      ],
    },
    {
      id: "when-you-press-send",
      title: "When you press send",
      blocks: [
        {
          type: "paragraph",
          text: byMode({
            provider:
              "Pressing send is the only time this site sends anything to an outside service: your browser posts the form to Web3Forms (api.web3forms.com), the form-to-email service that delivers enquiries to our inbox. The site does not ask Web3Forms to set cookies, and this request happens only when you choose to send, never while pages load.",
            own: "Pressing send posts the form to our own server on this same domain, which stores it in our database. No outside service is contacted and no cookie is set in the process.",
            endpoint:
              "Pressing send posts the form to a form endpoint we operate. This happens only when you choose to send, never while pages load, and the site does not set a cookie in the process.",
          }),
        },
        {
          type: "paragraph",
          text: "What happens to the enquiry after that is explained in our Privacy Policy.",
        },
      ],
    },
    {
      id: "clearing-storage",
      title: "How to clear it yourself",
      blocks: [
        { type: "paragraph", text: "You can remove the enquiry draft at any time in any of these ways:" },
        {
          type: "list",
          items: [
            "Close the tab. sessionStorage is cleared automatically when the tab that created it closes.",
            "Delete what you typed in the form fields. The draft is updated as you type, so it then holds nothing of yours.",
            "Clear this site's data in your browser settings. Every major browser has a privacy section with a list of stored site data (in Firefox it is Cookies and Site Data, Manage Data; in Safari, Privacy, Manage Website Data) where you can search for our domain and remove it.",
            "Open the browser's developer tools, go to the Application (or Storage) tab, select Session Storage for this site and delete the entries.",
            "Use a private or incognito window, whose storage is discarded when the window closes.",
          ],
        },
        {
          type: "paragraph",
          text: "Blocking cookies or storage in your browser will not stop the site from working. At worst, a reload would lose an unsent draft.",
        },
      ],
    },
    {
      id: "links-to-other-sites",
      title: "Links to other websites",
      blocks: [
        {
          type: "paragraph",
          text: "Our pages link to other websites, such as our social media profiles. Nothing from those sites loads until you click a link. Once you are on another site, its own cookie and privacy policies apply, and we have no control over the cookies it sets.",
        },
      ],
    },
    {
      id: "if-this-changes",
      title: "If we ever add analytics",
      blocks: [
        {
          type: "paragraph",
          text: "If we decide to add analytics or any other tool that sets cookies or reads from your browser for purposes beyond the enquiry draft, we will do three things before it goes live:",
        },
        {
          type: "list",
          items: [
            "Update this policy to list every cookie or storage item by name, with who sets it, what it is for and how long it lasts.",
            "Add a consent banner, so that nothing that needs your consent is set until you agree, with a clear option to refuse that is as easy as accepting.",
            "Give you a way to change your choice later from every page of the site.",
          ],
        },
        {
          type: "paragraph",
          text: "We will also update our Privacy Policy and change the date at the top of this page. Until then, what you read here is the complete list.",
        },
      ],
    },
    {
      id: "contact",
      title: "Questions",
      blocks: [
        {
          type: "paragraph",
          text: `If you have a question about this policy, or you spot something in your browser from our site that this page does not explain, email ${site.contactEmail} and we will look into it.`,
        },
      ],
    },
  ],
};
