// Fills a fillable twin in pdf.js (Debian's libjs-pdf, loaded in node) the way its viewer does,
// and saves it with saveDocument().
//
//     node fill-twin-pdfjs.js [--scripts] TWIN.pdf ANSWERS.json OUT.pdf
//
// ANSWERS is what Scripts/fill-twin.py takes: a field's full name to the text typed, the export
// value of the option picked (radio group, drop-down list) or true/false for a check box. Each
// widget's value goes into the document's annotationStorage as pdf.js's annotation layer puts it
// there: the text for text fields, a boolean per check box and per radio button (true on the
// button whose export value is picked), the export value for a drop-down list.
// With --scripts the form's JavaScript runs as in pdf.js's viewer: its scripting sandbox
// (pdf.sandbox.js, QuickJS compiled to WebAssembly) gets the fields, each typed text is committed
// with a Keystroke event (willCommit), and the values the sandbox sends back (the keystroke
// script's normalised value, computed fields) go into annotationStorage as the viewer puts them.
// PDFJS names another pdf.js build (default /usr/share/nodejs/pdfjs-dist/build/pdf.js).
"use strict";
const fs = require("fs");
const build = process.env.PDFJS || "/usr/share/nodejs/pdfjs-dist/build/pdf.js";
const pdfjs = require(build);

/// The viewer's scripting sandbox for `document`, whose updates go into its annotationStorage.
async function sandboxFor(document) {
  const updates = [];
  // pdf.sandbox.js talks to the page through `window`: timers, alerts and one event per update.
  globalThis.window = {
    setTimeout, clearTimeout, setInterval, clearInterval, console, URL,
    alert: (message) => updates.push({ alert: message }),
    confirm: () => false,
    prompt: () => null,
    CustomEvent: class { constructor(type, options) { this.type = type; this.detail = options.detail; } },
    dispatchEvent: (event) => updates.push(event.detail),
  };
  const { QuickJSSandbox } = require(require("path").join(require("path").dirname(build), "pdf.sandbox.js"));
  const sandbox = await QuickJSSandbox();
  const [objects, calculationOrder, actions] = await Promise.all([
    document.getFieldObjects(), document.getCalculationOrderIds(), document.getJSActions()]);
  sandbox.create({ objects, calculationOrder, appInfo: { platform: "Linux", language: "nb-NO" },
                   docInfo: { actions, numPages: document.numPages } });
  return {
    /// Commits `value` typed into the text field `id`; applies what the sandbox sends back.
    commit(id, value) {
      updates.length = 0;
      sandbox.dispatchEvent({ id, name: "Keystroke", value, change: "", willCommit: true, commitKey: 2, selStart: value.length, selEnd: value.length });
      for (const update of updates) {
        if (update.alert !== undefined || update.command === "error") throw new Error(`${id}: the form's script says ${update.alert ?? update.value}`);
        // The viewer's text widget stores what the sandbox sends as text (a number script sends numbers).
        if (update.id !== undefined && update.value !== undefined && update.value !== null) document.annotationStorage.setValue(update.id, { value: String(update.value) });
      }
    },
    close() { sandbox.nukeSandbox(); },
  };
}

async function main() {
  const scripts = process.argv[2] === "--scripts";
  const [twin, answersPath, out] = process.argv.slice(scripts ? 3 : 2);
  const answers = JSON.parse(fs.readFileSync(answersPath, "utf8"));
  // The fonts pdf.js draws Helvetica and ZapfDingbats appearances with ship beside its build.
  const standardFontDataUrl = require("path").join(require("path").dirname(fs.realpathSync(build)), "..", "web", "standard_fonts") + "/";
  const document = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(twin)), standardFontDataUrl }).promise;
  const fields = (await document.getFieldObjects()) || {};
  const missing = Object.keys(answers).filter((name) => !(name in fields));
  if (missing.length) throw new Error("the twin has no field named " + missing.join(", "));
  const sandbox = scripts ? await sandboxFor(document) : null;
  for (const [name, answer] of Object.entries(answers)) {
    for (const widget of fields[name]) {
      switch (widget.type) {
        case "text":
        case "combobox":
          document.annotationStorage.setValue(widget.id, { value: answer });
          if (sandbox && widget.type === "text") sandbox.commit(widget.id, answer);
          break;
        case "checkbox":
          document.annotationStorage.setValue(widget.id, { value: answer === true });
          break;
        case "radiobutton":
          document.annotationStorage.setValue(widget.id, { value: widget.exportValues === answer });
          break;
        case "":
          break; // the parent field of widgets, which the widgets' values fill
        default:
          throw new Error(`${name}: pdf.js field type ${widget.type} is not filled by this script`);
      }
    }
  }
  if (sandbox) sandbox.close();
  fs.writeFileSync(out, await document.saveDocument());
  await document.destroy();
}

main().catch((error) => {
  console.error("fill-twin-pdfjs: " + (error && error.message ? error.message : error));
  process.exit(1);
});
