/* global window, document, MutationObserver, NodeFilter */
// The CMS's preview pane, made to look like the site: the site's own stylesheet (registerPreviewStyle) and templates
// with the markup and classes of the site's pages, {{tokens}} filled with the site's values and references (author,
// category, related services) shown by name. Served as /admin/preview.js after Decap's script; `window.SITE_PREVIEW`
// (stylesheet, tokens, names) is written in front of this file by the admin plugin from the content and the build.
(function () {
  var CMS = window.CMS;
  var h = window.h;
  var site = window.SITE_PREVIEW;
  if (!CMS || !h || !site) return;
  CMS.registerPreviewStyle(site.stylesheet);

  var TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;
  // The tokens of the language shown: Decap previews a translation by giving the template an entry whose data is that
  // language's (its i18n map holds the same object), so a template first sets the language from its entry.
  var tokens = site.tokens;
  var language = "en";
  function useLanguageOf(entry) {
    var data = entry.get("data");
    var i18n = entry.get("i18n");
    language = "en";
    if (i18n && i18n.forEach)
      i18n.forEach(function (value, locale) {
        if (value && value.get && value.get("data") === data) language = locale;
      });
    tokens = (site.translatedTokens && site.translatedTokens[language]) || site.tokens;
  }
  function fill(text) {
    return String(text == null ? "" : text).replace(TOKEN, function (match, name) {
      return Object.prototype.hasOwnProperty.call(tokens, name) ? tokens[name] : match;
    });
  }
  function nameOf(kind, value) {
    var names = site.names[kind] || {};
    return names[value] || value;
  }
  // A post's byline as the site shows it: a person the build publishes, else the agency (a production build publishes
  // no unverified person, so their posts are signed by the agency).
  function authorOf(value) {
    var names = site.names.people || {};
    return names[value] || tokens["site.brandName"] || value;
  }
  function list(value) {
    return value && value.toJS ? value.toJS() : Array.isArray(value) ? value : [];
  }

  // The body's Markdown preview is Decap's own rendering: its text nodes get the same token filling after each render.
  function fillTree(root) {
    if (!root) return;
    var walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      // Only a real change is written: rewriting a text as it is would wake the observer below again, forever.
      var next = node.nodeValue.indexOf("{{") === -1 ? node.nodeValue : fill(node.nodeValue);
      if (next !== node.nodeValue) node.nodeValue = next;
    }
  }
  var Page = window.createClass({
    componentDidMount: function () {
      fillTree(this.root);
      this.observer = new MutationObserver(() => fillTree(this.root));
      if (this.root) this.observer.observe(this.root, { childList: true, subtree: true, characterData: true });
    },
    componentDidUpdate: function () {
      fillTree(this.root);
    },
    componentWillUnmount: function () {
      if (this.observer) this.observer.disconnect();
    },
    render: function () {
      return h(
        "main",
        {
          id: "main",
          lang: language,
          "data-preview": this.props.kind,
          ref: (element) => {
            this.root = element;
          },
        },
        this.props.children,
      );
    },
  });

  function hero(eyebrow, title, lead, extra) {
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
  }
  function body(props, className) {
    return h("div", { className: "prose-content space-y-4 " + (className || "") }, props.widgetFor("body"));
  }
  function section(title, items, render) {
    if (!items.length) return null;
    return h(
      "section",
      { className: "mt-12" },
      h("h2", { className: "text-2xl font-bold" }, title),
      h("ul", { className: "mt-4 space-y-3" }, items.map(render)),
    );
  }
  function titled(item, index) {
    return h("li", { key: index }, h("h3", { className: "font-semibold" }, fill(item.title)), h("p", { className: "text-slate-600" }, fill(item.description)));
  }

  function get(props, field) {
    useLanguageOf(props.entry);
    return props.entry.getIn(["data", field]);
  }

  CMS.registerPreviewTemplate("services", function (props) {
    return h(
      Page,
      { kind: "service" },
      hero(null, get(props, "headline") || get(props, "title"), get(props, "lead")),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        h("h2", { className: "text-2xl font-bold" }, "What we build"),
        body(props, "mt-5 text-lg"),
        section("Features", list(get(props, "features")), titled),
        section("Benefits", list(get(props, "benefits")), titled),
        section(
          "Related services",
          list(get(props, "related")),
          function (slug, index) {
            return h("li", { key: index }, nameOf("services", slug));
          },
        ),
      ),
    );
  });

  CMS.registerPreviewTemplate("snapshots", function (props) {
    var price = get(props, "price");
    return h(
      Page,
      { kind: "snapshot" },
      hero(
        nameOf("snapshotCategories", get(props, "category")),
        get(props, "name"),
        get(props, "tagline"),
        h("p", { className: "mt-6 text-3xl font-bold" }, "$" + (price === undefined || price === null || price === "" ? site.defaultPrice : price)),
      ),
      h("div", { className: "container-page max-w-3xl py-14" }, body(props), section("Features", list(get(props, "features")), titled)),
    );
  });

  CMS.registerPreviewTemplate("posts", function (props) {
    var meta = h(
      "p",
      { className: "mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600" },
      h("span", null, authorOf(get(props, "author"))),
      h("time", null, String(get(props, "date") || "")),
    );
    return h(
      Page,
      { kind: "post" },
      hero(nameOf("blogCategories", get(props, "category")), get(props, "title"), get(props, "excerpt"), meta),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        body(props),
        h(
          "ul",
          { className: "mt-12 flex flex-wrap gap-2" },
          list(get(props, "tags")).map(function (tag, index) {
            return h("li", { key: index, className: "rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700" }, fill(tag));
          }),
        ),
      ),
    );
  });

  CMS.registerPreviewTemplate("legal", function (props) {
    return h(
      Page,
      { kind: "legal" },
      hero(null, get(props, "title"), get(props, "description")),
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        h("p", { className: "leading-relaxed" }, fill(get(props, "intro"))),
        body(props, "mt-8 leading-relaxed"),
      ),
    );
  });

  CMS.registerPreviewTemplate("people", function (props) {
    return h(
      Page,
      { kind: "person" },
      h(
        "div",
        { className: "container-page max-w-3xl py-14" },
        h(
          "article",
          { className: "card p-6" },
          h("h1", { className: "text-2xl font-bold" }, fill(get(props, "name"))),
          h("p", { className: "text-slate-600" }, fill(get(props, "role"))),
          h("p", { className: "mt-4" }, fill(get(props, "bio"))),
        ),
      ),
    );
  });

  // Decap fills a list row's summary with what the file stores and cannot look a value up, so a snapshot's row would
  // read its category's id ("real-estate-finance"). Each row is relabeled with the category's name as the site shows
  // it, once Decap has drawn it; a text already relabeled is left alone, so this never wakes itself again.
  var RELABEL = { snapshots: "snapshotCategories" };
  var SEPARATOR = " \u00b7 ";
  function relabelRows() {
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
  var pending = false;
  new MutationObserver(function () {
    if (pending || window.location.hash.indexOf("#/collections/") !== 0) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      relabelRows();
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})();
