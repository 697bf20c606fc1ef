import Formsetter

/// The text of the snapshot report page: HTML skeleton, stylesheet and the script that draws the
/// entries from the embedded JSON. Everything is inline so the page works from a CI artifact
/// folder or a laptop without a network.
enum SnapshotReportPage {
    /// How to accept the changes, and the references no input produced: plain HTML, shown
    /// without JavaScript.
    static func notesHTML(_ payload: SnapshotReport.Payload) -> String {
        var parts: [String] = (payload.renderers ?? []).map { "<p class=\"renderer\">Rendered by <code>\(escape($0))</code></p>" }
        if let accept = payload.accept {
            parts.append("<p class=\"accept\">To accept these changes as the new references, run: <code>\(escape(accept))</code></p>")
        }
        if let obsolete = payload.obsolete, !obsolete.isEmpty {
            let items = obsolete.map { "<li><code>\(escape($0))</code></li>" }.joined()
            parts.append("<details class=\"obsolete\"><summary>\(obsolete.count) obsolete reference\(obsolete.count == 1 ? "" : "s") (no input produced them)</summary><ul>\(items)</ul></details>")
        }
        return parts.joined(separator: "\n")
    }

    static func html(_ payload: SnapshotReport.Payload, json: String) -> String {
        let title = payload.title, summary = payload.summary
        let cards: [(String, Int, String)] = [
            ("checked", summary.checked, "all"), ("failed", summary.failed, "mismatch"), ("missing", summary.missing, "missing"),
            ("recorded", summary.recorded, "recorded"), ("matched", summary.matched, "matched"),
        ]
        let summaryHTML = cards.map { label, count, filter in
            """
                  <button type="button" class="count count-\(filter)" data-filter="\(filter)" aria-pressed="\(filter == "all")"><span class="count-number">\(count)</span> <span class="count-label">\(label)</span></button>
            """
        }.joined(separator: "\n")
        let verdict = summary.checked == 0 ? "No snapshots were checked."
            : summary.checked == summary.matched ? "All \(summary.checked) snapshots match."
            : "\(summary.checked - summary.matched) of \(summary.checked) snapshots need a look."
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <meta name="generator" content="Formsetter">
          <title>\(escape(title))</title>
          <style>
        \(css)
          </style>
        </head>
        <body>
          <header class="page-header">
            <div class="page-header-inner">
              <h1>\(escape(title))</h1>
              <p class="verdict">\(verdict)</p>
              <nav class="summary" aria-label="Summary and filter">
        \(summaryHTML)
              </nav>
        \(notesHTML(payload))
            </div>
          </header>
          <main id="snapshots" class="snapshots">
            <noscript><p class="notice">This report draws its entries with JavaScript. The data is in the <code>snapshot-data</code> script element of this file.</p></noscript>
          </main>
          <script type="application/json" id="snapshot-data">\(json)</script>
          <script>
        \(script)
          </script>
        </body>
        </html>

        """
    }

    /// Escapes text for HTML content and quoted attribute values.
    static func escape(_ text: String) -> String { htmlEscaped(text) }

    static let css = """
    :root {
      --bg: #f5f6f8; --card: #ffffff; --border: #dfe3e8; --text: #1f2328; --muted: #5c6670;
      --mismatch: #c62828; --mismatch-bg: #fdecec; --missing: #a75a00; --missing-bg: #fff3e0;
      --recorded: #1e5bb8; --recorded-bg: #e8f0fc; --matched: #1d7a3a; --matched-bg: #e7f5ec;
      --accent: #1e5bb8;
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Liberation Sans", sans-serif; }
    code, pre, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; }
    .page-header { background: var(--card); border-bottom: 1px solid var(--border); position: sticky; top: 0; z-index: 10; }
    .page-header-inner, .snapshots { max-width: 1240px; margin: 0 auto; padding: 16px 24px; }
    h1 { font-size: 20px; margin: 0; font-weight: 650; }
    .verdict { margin: 2px 0 12px; color: var(--muted); }
    .summary { display: flex; flex-wrap: wrap; gap: 8px; }
    .count { font: inherit; display: inline-flex; align-items: baseline; gap: 6px; padding: 6px 14px; border-radius: 8px;
      border: 1px solid var(--border); background: var(--bg); color: var(--text); cursor: pointer; }
    .count:hover { border-color: #b8c0c8; }
    .count[aria-pressed="true"] { outline: 2px solid var(--accent); outline-offset: -1px; background: var(--card); }
    .count-number { font-size: 18px; font-weight: 650; font-variant-numeric: tabular-nums; }
    .count-label { color: var(--muted); }
    .count-mismatch .count-number { color: var(--mismatch); }
    .count-missing .count-number { color: var(--missing); }
    .count-recorded .count-number { color: var(--recorded); }
    .count-matched .count-number { color: var(--matched); }
    .snapshots { display: flex; flex-direction: column; gap: 16px; padding-top: 20px; padding-bottom: 40px; }
    .snapshot { background: var(--card); border: 1px solid var(--border); border-left: 4px solid var(--border); border-radius: 10px; padding: 16px 20px; }
    .snapshot[data-status="mismatch"] { border-left-color: var(--mismatch); }
    .snapshot[data-status="missing"] { border-left-color: var(--missing); }
    .snapshot[data-status="unreadable"] { border-left-color: var(--mismatch); }
    .snapshot[data-status="recorded"] { border-left-color: var(--recorded); }
    .snapshot[data-status="matched"] { border-left-color: var(--matched); padding: 10px 20px; }
    .snapshot-header { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
    .snapshot-name { font-size: 15px; font-weight: 600; margin: 0; word-break: break-all; }
    .snapshot-name a { color: inherit; text-decoration: none; }
    .snapshot-name a:hover { text-decoration: underline; }
    .badge { display: inline-block; padding: 1px 10px; border-radius: 999px; font-size: 12px; font-weight: 600;
      text-transform: uppercase; letter-spacing: 0.04em; }
    .status-mismatch { color: var(--mismatch); background: var(--mismatch-bg); }
    .status-missing { color: var(--missing); background: var(--missing-bg); }
    .status-unreadable { color: var(--mismatch); background: var(--mismatch-bg); }
    .status-recorded { color: var(--recorded); background: var(--recorded-bg); }
    .status-matched { color: var(--matched); background: var(--matched-bg); }
    .message { margin: 10px 0 0; white-space: pre-wrap; word-break: break-word; font-size: 13px; color: var(--muted); }
    .snapshot[data-status="matched"] .message { margin-top: 4px; font-size: 12px; }
    .figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; margin: 14px 0 0; }
    .figure { background: var(--bg); border-radius: 8px; padding: 8px 12px; margin: 0; }
    .figure dt { font-size: 12px; color: var(--muted); }
    .figure dd { margin: 0; font-size: 16px; font-weight: 600; font-variant-numeric: tabular-nums; }
    .figure.bad dd { color: var(--mismatch); }
    h3 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 18px 0 6px; font-weight: 600; }
    .changes { margin: 0; padding-left: 20px; }
    .changed-cell { margin: 2px 0; }
    .changed-cell code { background: var(--bg); border: 1px solid var(--border); border-radius: 4px; padding: 0 4px; font-size: 12.5px; }
    .tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--border); margin-top: 18px; }
    .tab { font: inherit; border: 1px solid transparent; border-bottom: none; background: none; padding: 6px 14px; cursor: pointer;
      color: var(--muted); border-radius: 6px 6px 0 0; margin-bottom: -1px; }
    .tab[aria-selected="true"] { color: var(--text); background: var(--card); border-color: var(--border); font-weight: 600; }
    .view { padding-top: 14px; }
    .view[hidden] { display: none; }
    .panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; align-items: start; }
    figure.panel { margin: 0; }
    figure.panel figcaption { font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 6px; }
    .picture { display: inline-block; vertical-align: top; max-width: 100%; border: 1px solid var(--border); border-radius: 4px; overflow: hidden; background: #fff;
      background-image: linear-gradient(45deg, #eef0f2 25%, transparent 25%, transparent 75%, #eef0f2 75%),
        linear-gradient(45deg, #eef0f2 25%, transparent 25%, transparent 75%, #eef0f2 75%);
      background-size: 16px 16px; background-position: 0 0, 8px 8px; }
    .picture img { display: block; max-width: 100%; height: auto; }
    .slider { display: inline-block; max-width: 100%; min-width: 320px; }
    .slider-frame { position: relative; display: inline-block; max-width: 100%; border: 1px solid var(--border); border-radius: 4px;
      overflow: hidden; --split: 50%; cursor: ew-resize; touch-action: none; user-select: none; }
    .slider-frame img { display: block; max-width: 100%; height: auto; pointer-events: none; }
    .slider-frame img.slider-expected { position: absolute; left: 0; top: 0; width: 100%; height: 100%;
      clip-path: inset(0 calc(100% - var(--split)) 0 0); }
    .slider-line { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px; margin-left: -1px; background: var(--accent);
      box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.7); }
    .slider-controls { display: flex; align-items: center; gap: 12px; margin-top: 8px; font-size: 12px; font-weight: 600;
      color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
    .slider-controls input { flex: 1; accent-color: var(--accent); }
    .files { margin: 16px 0 0; font-size: 13px; color: var(--muted); }
    .files a { color: var(--accent); margin-right: 12px; }
    .hint { color: var(--muted); font-size: 13px; margin: 10px 0 0; }
    .notice { background: var(--card); border: 1px solid var(--border); border-radius: 10px; padding: 16px 20px; }
    .empty { color: var(--muted); text-align: center; padding: 40px 0; }
    """

    static let script = """
    (function () {
      "use strict";
      const data = JSON.parse(document.getElementById("snapshot-data").textContent);
      const list = document.getElementById("snapshots");

      // Creates an element; text always goes through textContent, never through HTML parsing.
      function el(tag, attributes, children) {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(attributes || {})) {
          if (value !== undefined && value !== null) node.setAttribute(key, String(value));
        }
        for (const child of children || []) {
          if (child === null || child === undefined) continue;
          node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
        }
        return node;
      }

      function number(value) { return value.toLocaleString("en-US"); }

      function percent(ratio) {
        if (ratio === 0) return "0 %";
        if (ratio < 0.000001) return "< 0.0001 %";
        const digits = ratio * 100 >= 1 ? 2 : 4;
        return (ratio * 100).toFixed(digits).replace(/\\.?0+$/, "") + " %";
      }

      function figures(comparison) {
        const c = comparison;
        const size = (s) => s.width + " × " + s.height + " px";
        const items = [
          ["Differing pixels", number(c.differentPixels) + " (" + percent(c.ratio) + ")", c.differentPixels > c.allowedPixels],
          ["Allowed", number(c.allowedPixels), false],
          ["Anti-aliased, not counted", number(c.antiAliasedPixels), false],
          ["Pixels compared", number(c.pixelCount), false],
        ];
        if (c.sizesMatch) {
          items.push(["Size", size(c.actualSize), false]);
        } else {
          items.push(["Expected size", size(c.expectedSize), true], ["Actual size", size(c.actualSize), true]);
        }
        return el("dl", { class: "figures" }, items.map(([label, value, bad]) =>
          el("div", { class: bad ? "figure bad" : "figure" }, [el("dt", {}, [label]), el("dd", {}, [value])])));
      }

      // "`email` moved 3 pt down (…)": the id as code, the rest as text.
      function changedCell(change) {
        const quoted = "`" + change.id + "`";
        const content = change.description.startsWith(quoted)
          ? [el("code", {}, [change.id]), change.description.slice(quoted.length)]
          : [change.description];
        return el("li", { class: "changed-cell", "data-cell": change.id, "data-kind": change.kind }, content);
      }

      function picture(role, src, label) {
        return el("figure", { class: "panel" }, [
          el("figcaption", {}, [label]),
          el("a", { class: "picture", href: src, target: "_blank", title: "Open " + label.toLowerCase() + " at full size" },
            [el("img", { class: role, src: src, alt: label })]),
        ]);
      }

      function slider(images) {
        const frame = el("div", { class: "slider-frame" }, [
          el("img", { class: "slider-actual", src: images.actual, alt: "Actual" }),
          el("img", { class: "slider-expected", src: images.expected, alt: "Expected" }),
          el("div", { class: "slider-line" }),
        ]);
        const range = el("input", { type: "range", min: 0, max: 100, value: 50, step: 0.5, "aria-label": "Expected / actual boundary" });
        const move = (value) => { range.value = value; frame.style.setProperty("--split", value + "%"); };
        range.addEventListener("input", () => move(range.value));
        const drag = (event) => {
          if (event.type === "pointermove" && !event.buttons) return;
          const box = frame.getBoundingClientRect();
          move(Math.max(0, Math.min(100, (event.clientX - box.left) / box.width * 100)).toFixed(1));
        };
        frame.addEventListener("pointerdown", drag);
        frame.addEventListener("pointermove", drag);
        return el("div", { class: "slider" }, [
          frame,
          el("div", { class: "slider-controls" }, [el("span", {}, ["◀ Expected"]), range, el("span", {}, ["Actual ▶"])]),
        ]);
      }

      // Side by side, slider and diff-only views of a PNG mismatch, switched by tabs.
      function viewer(images, sizesMatch) {
        const views = [];
        const sides = [["expected", "Expected"], ["diff", "Diff"], ["actual", "Actual"]]
          .filter(([role]) => images[role]).map(([role, label]) => picture(role, images[role], label));
        views.push(["Side by side", el("div", { class: "panels" }, sides)]);
        if (images.expected && images.actual && sizesMatch) views.push(["Slider", slider(images)]);
        if (images.diff) {
          views.push(["Diff", el("div", { class: "panels" }, [picture("diff-only", images.diff, "Diff: red differs, yellow anti-aliasing")])]);
        }
        const tabs = el("div", { class: "tabs", role: "tablist" });
        const container = el("div", {}, [tabs]);
        views.forEach(([label, content], index) => {
          const panel = el("div", { class: "view", role: "tabpanel" }, [content]);
          const tab = el("button", { type: "button", class: "tab", role: "tab", "aria-selected": index === 0 }, [label]);
          panel.hidden = index !== 0;
          tab.addEventListener("click", () => {
            for (const other of tabs.children) other.setAttribute("aria-selected", String(other === tab));
            for (const other of container.querySelectorAll(":scope > .view")) other.hidden = other !== panel;
          });
          tabs.appendChild(tab);
          container.appendChild(panel);
        });
        return container;
      }

      function entry(snapshot) {
        const images = snapshot.images || {};
        const section = el("section", { class: "snapshot", "data-name": snapshot.name, "data-status": snapshot.status, id: snapshot.anchor }, [
          el("header", { class: "snapshot-header" }, [
            el("span", { class: "badge status-" + snapshot.status }, [snapshot.status]),
            el("h2", { class: "snapshot-name" }, [el("a", { href: "#" + snapshot.anchor }, [snapshot.name])]),
          ]),
        ]);
        if (snapshot.message) section.appendChild(el("pre", { class: "message" }, [snapshot.message]));
        if (snapshot.status === "matched") return section;
        if (snapshot.comparison) section.appendChild(figures(snapshot.comparison));
        if (snapshot.changes.length) {
          section.appendChild(el("h3", {}, ["Changed cells"]));
          section.appendChild(el("ul", { class: "changes" }, snapshot.changes.map(changedCell)));
        }
        if (images.actual || images.diff) {
          section.appendChild(viewer(images, !snapshot.comparison || snapshot.comparison.sizesMatch));
        } else if (images.expected) {
          const label = snapshot.status === "recorded" ? "Recorded reference" : "Expected";
          section.appendChild(el("div", { class: "panels view" }, [picture("expected", images.expected, label)]));
          if (snapshot.status === "recorded") {
            section.appendChild(el("p", { class: "hint" }, ["Check the new reference before committing it."]));
          }
        }
        if (snapshot.files.length) {
          section.appendChild(el("p", { class: "files" }, ["Files: "].concat(
            snapshot.files.map((file) => el("a", { href: file.href, target: "_blank" }, [file.label])))));
        }
        return section;
      }

      const empty = el("p", { class: "empty" }, ["No snapshots were checked."]);
      const sections = data.snapshots.map(entry);
      for (const section of sections) list.appendChild(section);
      if (!sections.length) list.appendChild(empty);

      // The summary counts double as a status filter.
      const buttons = document.querySelectorAll(".summary .count");
      for (const button of buttons) {
        button.addEventListener("click", () => {
          const filter = button.dataset.filter;
          for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
          for (const section of sections) section.hidden = filter !== "all" && section.dataset.status !== filter
            && !(filter === "mismatch" && section.dataset.status === "unreadable");
        });
      }
    })();
    """
}
