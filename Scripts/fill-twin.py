"""Fills a fillable twin the way a person does, in one or more PDF engines, and saves each copy.

    python fill-twin.py TWIN.pdf ANSWERS.json ENGINE=OUT.pdf [ENGINE=OUT.pdf ...]

ANSWERS is one JSON object, a field's full name to what the person does there: a string is
typed into a text field or is the export value of the option picked in a radio group or
drop-down list; true or false ticks or clears a check box. ENGINE is one of

- pypdf: PdfWriter.update_page_form_field_values with its defaults (it sets /NeedAppearances);
- pypdf-keep: the same with auto_regenerate=False (the twin's appearances stay, as the paper guide advises);
- mupdf: PyMuPDF's widgets (field_value, update), scripts off as PyMuPDF leaves them;
- pdfium: pypdfium2's raw form-fill API, as a viewer drives it: focus and type (FORM_ReplaceSelection),
  press space on check boxes and radio buttons (FORM_OnChar), pick a drop-down entry
  (FORM_SetIndexSelected), then FPDF_SaveAsCopy.

pdf.js fills with Scripts/fill-twin-pdfjs.js. Run with the python of Scripts/pdf-engines.sh.
A field the answers name that the twin lacks is an error (exit status 1): a typo would otherwise pass as an empty answer.
"""
import ctypes
import json
import sys


def fields_of(path):
    """Full name -> (field type, radio?, export values of its options in /Opt order) read by pypdf."""
    import pypdf
    out = {}
    for name, field in pypdf.PdfReader(path).get_fields().items():
        kind = field.get("/FT")
        if kind is None:
            continue
        options = []
        for option in field.get("/Opt", []) or []:
            option = option.get_object() if hasattr(option, "get_object") else option
            options.append(str(option[0]) if isinstance(option, list) else str(option))
        out[name] = (kind, bool(int(field.get("/Ff", 0)) & (1 << 15)), options)
    return out


def check_names(answers, fields):
    missing = [name for name in answers if name not in fields]
    if missing:
        sys.exit("fill-twin: the twin has no field named " + ", ".join(missing))


def fill_pypdf(twin, answers, out, regenerate):
    import pypdf
    fields = fields_of(twin)
    writer = pypdf.PdfWriter(clone_from=twin)
    values = {}
    for name, answer in answers.items():
        kind, _, _ = fields[name]
        if kind == "/Btn":
            # pypdf sets a button's /V and /AS to the name given; a check box's on state is its
            # appearance's other key.
            values[name] = ("/" + answer) if isinstance(answer, str) else (on_state_pypdf(writer, name) if answer else "/Off")
        else:
            values[name] = answer
    writer.update_page_form_field_values(None, values, auto_regenerate=regenerate)
    writer.write(out)


def on_state_pypdf(writer, name):
    for page in writer.pages:
        for annotation in page.get("/Annots", []) or []:
            annotation = annotation.get_object()
            if writer._get_qualified_field_name(annotation) == name or (
                    "/T" not in annotation and writer._get_qualified_field_name(annotation["/Parent"].get_object()) == name):
                return next(key for key in annotation["/AP"]["/N"] if key != "/Off")
    raise KeyError(name)


def fill_mupdf(twin, answers, out):
    import pymupdf
    document = pymupdf.open(twin)
    seen = set()
    for page in document:
        for widget in page.widgets():
            name = widget.field_name
            if name not in answers:
                continue
            seen.add(name)
            answer = answers[name]
            if widget.field_type == pymupdf.PDF_WIDGET_TYPE_RADIOBUTTON:
                if widget.on_state() != answer:
                    continue
                widget.field_value = True
            elif widget.field_type == pymupdf.PDF_WIDGET_TYPE_CHECKBOX:
                widget.field_value = widget.on_state() if answer else "Off"
            else:
                widget.field_value = answer
            widget.update()
    check_names([n for n in answers if n not in seen], set())
    document.save(out)


def fill_pdfium(twin, answers, out):
    import pypdfium2 as pdfium
    import pypdfium2.raw as c
    options = {name: opts for name, (_, _, opts) in fields_of(twin).items()}
    document = pdfium.PdfDocument(twin)
    document.init_forms()
    form = document.formenv.raw

    def text(getter, *arguments):
        size = getter(*arguments, None, 0)
        buffer = (c.FPDF_WCHAR * (size // 2))()
        getter(*arguments, buffer, size)
        return bytes(buffer)[:-2].decode("utf-16-le")

    def press(page, annot):
        # What a person's space bar does on a focused check box or radio button (CFFL_CheckBox and
        # CFFL_RadioButton::OnChar toggle on it).
        c.FORM_SetFocusedAnnot(form, annot)
        c.FORM_OnChar(form, page, ord(" "), 0)
        c.FORM_ForceToKillFocus(form)

    seen = set()
    pages = [document[i] for i in range(len(document))]
    for page in pages:
        raw = page.raw
        for index in range(c.FPDFPage_GetAnnotCount(raw)):
            annot = c.FPDFPage_GetAnnot(raw, index)
            name = text(c.FPDFAnnot_GetFormFieldName, form, annot)
            if c.FPDFAnnot_GetSubtype(annot) != c.FPDF_ANNOT_WIDGET or name not in answers:
                c.FPDFPage_CloseAnnot(annot)
                continue
            seen.add(name)
            answer, kind = answers[name], c.FPDFAnnot_GetFormFieldType(form, annot)
            if kind == c.FPDF_FORMFIELD_TEXTFIELD:
                c.FORM_SetFocusedAnnot(form, annot)
                c.FORM_SelectAllText(form, raw)
                typed = (answer + "\0").encode("utf-16-le")
                c.FORM_ReplaceSelection(form, raw, ctypes.cast(ctypes.create_string_buffer(typed, len(typed)), c.FPDF_WIDESTRING))
                c.FORM_ForceToKillFocus(form)
            elif kind == c.FPDF_FORMFIELD_CHECKBOX:
                if bool(c.FPDFAnnot_IsChecked(form, annot)) != answer:
                    press(raw, annot)
            elif kind == c.FPDF_FORMFIELD_RADIOBUTTON:
                if text(c.FPDFAnnot_GetFormFieldExportValue, form, annot) == answer:
                    press(raw, annot)
            elif kind == c.FPDF_FORMFIELD_COMBOBOX:
                c.FORM_SetFocusedAnnot(form, annot)
                c.FORM_SetIndexSelected(form, raw, options[name].index(answer), True)
                c.FORM_ForceToKillFocus(form)
            else:
                sys.exit(f"fill-twin: PDFium form field type {kind} of {name} is not filled by this script")
            c.FPDFPage_CloseAnnot(annot)
    check_names([n for n in answers if n not in seen], set())
    document.save(out)  # FPDF_SaveAsCopy


def main():
    twin, answers_path, *targets = sys.argv[1:]
    with open(answers_path, encoding="utf-8") as file:
        answers = json.load(file)
    # One process fills every engine's copy: the engines' imports take longer than the filling.
    for target in targets:
        engine, _, out = target.partition("=")
        if engine in ("pypdf", "pypdf-keep"):
            check_names(answers, fields_of(twin))
            fill_pypdf(twin, answers, out, regenerate=(engine == "pypdf"))
        elif engine == "mupdf":
            fill_mupdf(twin, answers, out)
        elif engine == "pdfium":
            fill_pdfium(twin, answers, out)
        else:
            sys.exit("fill-twin: unknown engine " + engine)


main()
