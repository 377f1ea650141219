/* global window, document, MutationObserver, NodeFilter */
// The CMS's preview pane, made to look like the site: the site's own stylesheet (registerPreviewStyle) and templates
// with the markup and classes of the site's pages, {{tokens}} filled with the site's values and references (author,
// category, related services) shown by name. Served as /admin/preview.js after Decap's script; `window.SITE_PREVIEW`
// (stylesheet, tokens, names) is written in front of this file by the admin plugin from the content and the build,
// which also wraps this file in a function of its own, so none of the names below becomes a global of the admin page.

var TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * The {{tokens}} of the language shown. Decap previews a translation by giving the template an entry whose data is
 * that language's (its i18n map holds the same object), so a template first sets the language from its entry.
 */
function createTokens(site) {
  var state = { tokens: site.tokens, language: "en" };
  return {
    language: function () {
      return state.language;
    },
    useLanguageOf: function (entry) {
      var data = entry.get("data");
      var i18n = entry.get("i18n");
      state.language = "en";
      if (i18n && i18n.forEach)
        i18n.forEach(function (value, locale) {
          if (value && value.get && value.get("data") === data) state.language = locale;
        });
      state.tokens = (site.translatedTokens && site.translatedTokens[state.language]) || site.tokens;
    },
    value: function (name) {
      return Object.prototype.hasOwnProperty.call(state.tokens, name) ? state.tokens[name] : undefined;
    },
    fill: function (text) {
      return String(text == null ? "" : text).replace(TOKEN, function (match, name) {
        return Object.prototype.hasOwnProperty.call(state.tokens, name) ? state.tokens[name] : match;
      });
    },
  };
}

/** The body's Markdown preview is Decap's own rendering: its text nodes get the same token filling after each render. */
function fillTree(root, text) {
  if (!root) return;
  var walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    // Only a real change is written: rewriting a text as it is would wake the observer below again, forever.
    var next = node.nodeValue.indexOf("{{") === -1 ? node.nodeValue : text.fill(node.nodeValue);
    if (next !== node.nodeValue) node.nodeValue = next;
  }
}

/** The page around every template: the site's <main>, in the language shown, its text filled as Decap redraws it. */
function createPage(h, createClass, text) {
  return createClass({
    componentDidMount: function () {
      fillTree(this.root, text);
      this.observer = new MutationObserver(() => fillTree(this.root, text));
      if (this.root) this.observer.observe(this.root, { childList: true, subtree: true, characterData: true });
    },
    componentDidUpdate: function () {
      fillTree(this.root, text);
    },
    componentWillUnmount: function () {
      if (this.observer) this.observer.disconnect();
    },
    render: function () {
      return h(
        "main",
        {
          id: "main",
          lang: text.language(),
          "data-preview": this.props.kind,
          ref: (element) => {
            this.root = element;
          },
        },
        this.props.children,
      );
    },
  });
}

/** The pieces the templates are made of, in the site's markup: a page's hero, its body, a titled list. */
function createParts(h, site, text) {
  var fill = text.fill;
  function titled(item, index) {
    return h(
      "li",
      { key: index },
      h("h3", { className: "font-semibold" }, fill(item.title)),
      h("p", { className: "text-slate-600" }, fill(item.description)),
    );
  }
  return {
    fill: fill,
    titled: titled,
    get: function (props, field) {
      text.useLanguageOf(props.entry);
      return props.entry.getIn(["data", field]);
    },
    list: function (value) {
      return value && value.toJS ? value.toJS() : Array.isArray(value) ? value : [];
    },
    nameOf: function (kind, value) {
      var names = site.names[kind] || {};
      return names[value] || value;
    },
    // A post's byline as the site shows it: a person the build publishes, else the agency (a production build
    // publishes no unverified person, so their posts are signed by the agency).
    authorOf: function (value) {
      var names = site.names.people || {};
      return names[value] || text.value("site.brandName") || value;
    },
    hero: function (eyebrow, title, lead, extra) {
      return h(
        "header",
        { className: "hero-wash pt-16" },
        h(
          "div",
          { className: "container-page max-w-4xl" },
          eyebrow ? h("p", { className: "eyebrow" }, eyebrow) : null,
          h("h1", { className: "mt-4 text-4xl font-bold sm:text-5xl" }, fill(title)),
          lead ? h("p", { className: "mt-5 text-xl text-slate-600" }, fill(lead)) : null,
          extra || null,
        ),
      );
    },
    body: function (props, className) {
      return h("div", { className: "prose-content space-y-4 " + (className || "") }, props.widgetFor("body"));
    },
    section: function (title, items, render) {
      if (!items.length) return null;
      return h(
        "section",
        { className: "mt-12" },
        h("h2", { className: "text-2xl font-bold" }, title),
        h("ul", { className: "mt-4 space-y-3" }, items.map(render)),
      );
    },
  };
}

/** A service's page: its hero, what we build, features, benefits and related services by name. */
function serviceTemplate(h, Page, p) {
  return function (props) {
    return h(
      Page,
      { kind: "service" },
      p.hero(null, p.get(props, "headline") || p.get(props, "title"), p.get(props, "lead")),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        h("h2", { className: "text-2xl font-bold" }, "What we build"),
        p.body(props, "mt-5 text-lg"),
        p.section("Features", p.list(p.get(props, "features")), p.titled),
        p.section("Benefits", p.list(p.get(props, "benefits")), p.titled),
        p.section("Related services", p.list(p.get(props, "related")), function (slug, index) {
          return h("li", { key: index }, p.nameOf("services", slug));
        }),
      ),
    );
  };
}

/** A snapshot's page: its category, name, tagline and price (the store's default when it has none of its own). */
function snapshotTemplate(h, Page, p, site) {
  return function (props) {
    var price = p.get(props, "price");
    return h(
      Page,
      { kind: "snapshot" },
      p.hero(
        p.nameOf("snapshotCategories", p.get(props, "category")),
        p.get(props, "name"),
        p.get(props, "tagline"),
        h(
          "p",
          { className: "mt-6 text-3xl font-bold" },
          "$" + (price === undefined || price === null || price === "" ? site.defaultPrice : price),
        ),
      ),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        p.body(props),
        p.section("Features", p.list(p.get(props, "features")), p.titled),
      ),
    );
  };
}

/** A blog post: its category, title, excerpt, byline and date, body and tags. */
function postTemplate(h, Page, p) {
  return function (props) {
    var meta = h(
      "p",
      { className: "mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600" },
      h("span", null, p.authorOf(p.get(props, "author"))),
      h("time", null, String(p.get(props, "date") || "")),
    );
    return h(
      Page,
      { kind: "post" },
      p.hero(
        p.nameOf("blogCategories", p.get(props, "category")),
        p.get(props, "title"),
        p.get(props, "excerpt"),
        meta,
      ),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        p.body(props),
        h(
          "ul",
          { className: "mt-12 flex flex-wrap gap-2" },
          p.list(p.get(props, "tags")).map(function (tag, index) {
            return h(
              "li",
              { key: index, className: "rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700" },
              p.fill(tag),
            );
          }),
        ),
      ),
    );
  };
}

/** A legal page: its title, description, introduction and body. */
function legalTemplate(h, Page, p) {
  return function (props) {
    return h(
      Page,
      { kind: "legal" },
      p.hero(null, p.get(props, "title"), p.get(props, "description")),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        h("p", { className: "leading-relaxed" }, p.fill(p.get(props, "intro"))),
        p.body(props, "mt-8 leading-relaxed"),
      ),
    );
  };
}

/** A person's card, as the team section shows it. */
function personTemplate(h, Page, p) {
  return function (props) {
    return h(
      Page,
      { kind: "person" },
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        h(
          "article",
          { className: "card p-6" },
          h("h1", { className: "text-2xl font-bold" }, p.fill(p.get(props, "name"))),
          h("p", { className: "text-slate-600" }, p.fill(p.get(props, "role"))),
          h("p", { className: "mt-4" }, p.fill(p.get(props, "bio"))),
        ),
      ),
    );
  };
}

// Decap fills a list row's summary with what the file stores and cannot look a value up, so a snapshot's row would
// read its category's id ("real-estate-finance"). Each row is relabeled with the category's name as the site shows
// it, once Decap has drawn it; a text already relabeled is left alone, so this never wakes itself again.
var RELABEL = { snapshots: "snapshotCategories" };
var SEPARATOR = " \u00b7 ";
function relabelRows(site) {
  Object.keys(RELABEL).forEach(function (collection) {
    var names = site.names[RELABEL[collection]] || {};
    var rows = document.querySelectorAll('a[href*="/collections/' + collection + '/entries/"]');
    rows.forEach(function (row) {
      var walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var parts = node.nodeValue.split(SEPARATOR);
        var named = parts.map(function (part) {
          return Object.prototype.hasOwnProperty.call(names, part) ? names[part] : part;
        });
        var next = named.join(SEPARATOR);
        if (next !== node.nodeValue) node.nodeValue = next;
      }
    });
  });
}
function watchListRows(site) {
  var pending = false;
  new MutationObserver(function () {
    if (pending || window.location.hash.indexOf("#/collections/") !== 0) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      relabelRows(site);
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

function startPreview(CMS, h, createClass, site) {
  if (!CMS || !h || !site) return;
  CMS.registerPreviewStyle(site.stylesheet);
  var text = createTokens(site);
  var Page = createPage(h, createClass, text);
  var parts = createParts(h, site, text);
  CMS.registerPreviewTemplate("services", serviceTemplate(h, Page, parts));
  CMS.registerPreviewTemplate("snapshots", snapshotTemplate(h, Page, parts, site));
  CMS.registerPreviewTemplate("posts", postTemplate(h, Page, parts));
  CMS.registerPreviewTemplate("legal", legalTemplate(h, Page, parts));
  CMS.registerPreviewTemplate("people", personTemplate(h, Page, parts));
  watchListRows(site);
}

startPreview(window.CMS, window.h, window.createClass, window.SITE_PREVIEW);
