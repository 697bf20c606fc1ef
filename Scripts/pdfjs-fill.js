// Types values into a PDF's text fields with pdf.js, as its viewer does, and saves the file:
//   node Scripts/pdfjs-fill.js IN.pdf OUT.pdf '{"field name": "value", …}'
// pdf.js keeps a typed value in the document's annotation storage (by the widget's id) and
// `saveDocument` writes each changed field's /V and the appearance it builds with the /DA font.
// Uses Debian's libjs-pdf (the pdf.js its viewer ships); PDFJS_DIR overrides where it is.
const fs = require("fs");
const path = require("path");

const dir = process.env.PDFJS_DIR || "/usr/share/javascript/pdf/build";
const pdfjs = require(path.join(dir, "pdf.js"));
pdfjs.GlobalWorkerOptions.workerSrc = path.join(dir, "pdf.worker.js");

async function main() {
  const [input, output, json] = process.argv.slice(2);
  const values = JSON.parse(json);
  const document = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(input)), verbosity: 0 }).promise;
  const typed = new Set();
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    for (const annotation of await page.getAnnotations()) {
      if (annotation.fieldType !== "Tx" || !(annotation.fieldName in values)) continue;
      document.annotationStorage.setValue(annotation.id, { value: values[annotation.fieldName] });
      typed.add(annotation.fieldName);
    }
  }
  const missing = Object.keys(values).filter((name) => !typed.has(name));
  if (missing.length) throw new Error(`${input}: no text field named ${missing.join(", ")}`);
  fs.writeFileSync(output, await document.saveDocument());
  await document.destroy();
}

main().catch((error) => {
  console.error(error.message || String(error));
  process.exit(1);
});
