import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { LANGUAGES } from "../../../config/languages.mjs";
import { readContentSettings, readGroup } from "../../../config/settings.mjs";
import { ENQUIRY_MESSAGES_FILE, enquiryMessagesFromContent } from "../../../contracts/enquiry-messages.ts";
import { CONTACT_INTEREST_FILE, interestNotes } from "../../../contracts/contact-interest.ts";
import { LEAD_CATALOG_FILE, catalogFromContent } from "../../../contracts/lead-catalog.ts";
import { STORE_CATALOG_FILE, STORE_CHECKOUT_PATH, storeCatalogFromContent } from "../../../contracts/store-catalog.ts";
import { POLICY_SETTINGS_FILE, policySettings } from "../../../contracts/policy-settings.ts";
import { RETENTION_FILE } from "../../../contracts/retention-facts.ts";
import { formatPeriod } from "../../../lib/time-format";
import type { Content } from "../schema";
import { contentDir, forgetContent, siteContent } from "./load";
import { propertyAt } from "../../../lib/typed-object";

const ID = "virtual:site-content";
const RESOLVED = `\0${ID}`;

/** What /contact says a call to action brought the visitor to ask about (contracts/contact-interest.ts). */
function contactInterestOf(content: Content) {
  // In the page's language: its words for each kind of interest, its period words ("per month", "al mes").
  const locale = LANGUAGES[readGroup("build").SITE_LANG].locale;
  return {
    sentence: content.pages.contact.asking,
    notes: interestNotes(catalogFromContent(content), content.interfaceWords.interest, locale),
  };
}

/**
 * The module's exports: small, separate pieces, because the bundler drops unused exports but keeps a used one whole
 * (a component that shows the plans must not carry the pricing FAQ into the browser).
 */
export function moduleExports(content: Content) {
  const {
    pricing,
    home,
    pages,
    snapshotStore,
    callAndChat,
    interfaceWords,
    claims: _claims,
    claimWords: _claimWords,
    snapshotDelivery: _delivery,
    ...rest
  } = content;
  // The footer's, the search window's and the forms' words load with their code, not with every page's shell.
  // The contact note's words for each kind of interest are used here, at build (contactInterestOf), not by the pages.
  const {
    footer: footerWords,
    search: searchWords,
    form: formWords,
    sent: sentWords,
    interest: _interest,
    heroVisual: heroVisualWords,
    ...shellWords
  } = interfaceWords;
  const { pageWords } = content;
  // The language of this pass of the build, which the period words follow ("per month", "al mes").
  const locale = LANGUAGES[readGroup("build").SITE_LANG].locale;
  // The import steps and each snapshot's delivery details are the server's (the order e-mail and page), not the pages'.
  // HighLevel's plans and the never-transfers list reach the pages inside each snapshot's spec sheet.
  const {
    commonFaq,
    labels: snapshotLabels,
    importSteps: _importSteps,
    ghlPlans: _ghlPlans,
    ghlPlansNote: _plansNote,
    neverTransfers: _neverTransfers,
    ...snapshotPrices
  } = snapshotStore;
  return {
    ...rest,
    // Each plan with its period in words ("per month"), made here so no page carries the formatter.
    plans: pricing.plans.map((plan) => ({ ...plan, periodText: formatPeriod(plan.period, locale) })),
    comparison: pricing.comparison,
    customPricing: pricing.customPricing,
    planPopup: pricing.planPopup,
    pricingFaqs: pricing.faqs,
    // Empty when a production build leaves the unverified badge out (every export needs a value).
    popularLabel: pricing.popularLabel ?? "",
    supportPlan: { ...pricing.support, periodText: formatPeriod("mo", locale) },
    hero: {
      ...home.hero,
      // A production build leaves out an unverified figure (absent from facts).
      stats: [content.facts.projects, content.facts.businessesHelped].filter((stat) => stat !== undefined),
      // The audiences' pages the hero links to: names and addresses only, so the rest of their words stay off the home page's code.
      industries: content.industries.map(({ slug, name }) => ({ slug, name })),
      // The hero's two buttons (content/data/page-words.yml), with the words the hero paints first.
      consultationButton: pageWords.home.consultationButton,
      pricingButton: pageWords.home.pricingButton,
    },
    whyChooseUs: home.whyChooseUs,
    processSteps: home.processSteps,
    teamSection: home.team,
    homeFaqs: home.faqs,
    snapshotPrices,
    snapshotLabels,
    // The consent box's words: their own small piece, since every form shows them on first paint.
    smsConsent: content.enquiryForm.smsConsent,
    snapshotCommonFaq: commonFaq,
    // Apart, so the chat button (in every page's shell when the chat is on) never brings the calendar's words along.
    calendarWords: callAndChat.calendar,
    chatWords: callAndChat.chat,
    interfaceWords: shellWords,
    footerWords,
    searchWords,
    formWords,
    sentWords,
    // The home hero's drawing, read at build by its resource route (app/routes/hero-visual.ts), never by a page.
    heroVisualWords,
    // Where "Pay" posts while the site sells itself (a Node host with STRIPE_SECRET_KEY), empty otherwise; read by
    // loaders only, so no page carries it as code.
    storeCheckout: readGroup("store").STRIPE_SECRET_KEY ? STORE_CHECKOUT_PATH : "",
    // Page copy that states facts: loaders pass these to their pages, so they stay out of the browser bundle ...
    homePage: pages.home,
    servicesPage: pages.services,
    industriesPage: pages.industries,
    pricingPage: pages.pricing,
    marketplacePage: pages.marketplace,
    blogPage: pages.blog,
    contactPage: pages.contact,
    contactPromises: pages.contactPromises,
    contactInterest: contactInterestOf(content),
    snapshotBuyNow: pages.snapshotBuyNow,
    thankYouPage: pages.thankYou,
    searchPage: pages.search,
    // The words of page sections that components take themselves, by page (loaders hand the others to their pages).
    cardWords: pageWords.cards,
    homeWords: pageWords.home,
    pricingWords: pageWords.pricing,
    notFoundWords: pageWords.notFound,
    // ... except the two not-found views, which also render as error boundaries, without loader data.
    notFoundPage: pages.notFound,
    snapshotNotFoundPage: pages.snapshotNotFound,
  };
}

/**
 * Serves the loaded content as the module `virtual:site-content`, one named export per collection. Loaders and
 * components import what they need; the bundler keeps only the exports the browser code uses, so the words a page
 * shows through its loader never become JavaScript. A content problem fails the build (or shows the dev overlay).
 * In development an edited content file reloads the page.
 */
export function siteContentPlugin(): Plugin {
  let building = false;
  return {
    name: "site-content",
    configResolved(config) {
      building = config.command === "build";
    },
    // The server needs the names and prices of plans, snapshots and services for the leads it delivers, and the
    // retention periods: the build writes them as JSON beside build/client, so the server never loads this content
    // loader (YAML, Markdown, zod).
    async closeBundle() {
      if (!building) return;
      const dir = path.resolve(readGroup("build").BUILD_DIR);
      await mkdir(dir, { recursive: true });
      const content = siteContent();
      const { enquiryRetentionMonths, networkDetailsRetentionDays } = content.facts;
      const files: Record<string, unknown> = {
        [LEAD_CATALOG_FILE]: catalogFromContent(content),
        // How each snapshot is delivered once paid: its GoHighLevel id, the import steps, its after-import checklist.
        // A production build's checkout sells only what its pages offer (a GoHighLevel id and a spec sheet).
        [STORE_CATALOG_FILE]: storeCatalogFromContent(content, readContentSettings().production),
        // What /contact says about a visitor's interest, filled in by the server for visitors without JavaScript.
        [CONTACT_INTEREST_FILE]: contactInterestOf(content),
        // The retention periods the privacy policy states, for the server's daily purge (and its warning when it keeps
        // consent records for another period than the pages say).
        [RETENTION_FILE]: {
          enquiryRetentionMonths,
          networkDetailsRetentionDays,
          consentRetentionDays: readContentSettings().consentRetentionDays,
        },
        // The settings the privacy pages describe; the server compares its own with them at start.
        [POLICY_SETTINGS_FILE]: policySettings(process.env),
        // The words of the form's problems: the receiver refuses in the same words the browser shows; and the consent
        // box's words with their version, stored with each consent and shown on the refusal page.
        [ENQUIRY_MESSAGES_FILE]: enquiryMessagesFromContent(content.enquiryForm, content.interfaceWords.form),
      };
      for (const [name, value] of Object.entries(files))
        await writeFile(path.join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
    },
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      const exports = () => moduleExports(siteContent());
      // The module re-exports each piece from its own module (virtual:site-content/<name>): a bundler never splits a
      // module between chunks, so one module would carry every piece any browser code uses onto every page.
      if (id === RESOLVED) {
        return Object.keys(exports())
          .map((name) => `export { ${name} } from "${ID}/${name}";`)
          .join("\n");
      }
      if (!id.startsWith(`${RESOLVED}/`)) return undefined;
      const name = id.slice(RESOLVED.length + 1);
      const value = propertyAt(exports(), name);
      if (value === undefined) throw new Error(`site-content: no piece named ${name}`);
      return `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
    },
    configureServer(server) {
      const dir = contentDir();
      server.watcher.add(dir);
      const changed = (file: string) => {
        if (!path.resolve(file).startsWith(dir + path.sep)) return;
        forgetContent();
        for (const environment of Object.values(server.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap) {
            if (id === RESOLVED || id.startsWith(`${RESOLVED}/`)) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", changed).on("add", changed).on("unlink", changed);
    },
  };
}
