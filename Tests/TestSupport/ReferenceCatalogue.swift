import Foundation
import Formsetter

/// One reference image in Snapshots/: a name saying what it pins, the form drawn and the look.
/// Its files are `Snapshots/<name>.png` and, except on paper, the layout dump `<name>.layout.json`.
public struct Reference: Sendable, CustomStringConvertible {
    /// How the form is drawn, which is also which suite checks the reference.
    public enum Look: Sendable {
        /// `SnapshotTests`: a fixture at its format's phone width, scale 1, in `skin` (nil: the
        /// format's own), with the sidecars beside it; the PNG and the layout dump are compared.
        case screen(skin: String?)
        /// `StyleReferenceTests`: the form at 375 pt in `skin` under a variant.
        case style(skin: String, StyleVariant)
        /// `PaperSnapshotTests`: one page of the paper look, scale 1; only the PNG is kept.
        case paper(PaperPage)
        /// `SwiftFormBuilderFixtures`: a form built in Swift at 414 pt, as shown first or after
        /// its button validated it.
        case swiftFormBuilder(showingErrors: Bool)
    }

    /// Tokens, direction, text size and palette of a style reference.
    public struct StyleVariant: Sendable {
        /// `Tests/Fixtures/styles/<tokens>.tokens.json`.
        public var tokens: String?
        public var rightToLeft = false
        public var fontScale: Double?
        public var palette: String?
    }

    /// The page of a paper reference.
    public struct PaperPage: Sendable {
        /// Initial values (a path under the package root).
        public var values: String?
        public var page = PageSetup.a4
        public var landscape = false
        public var margin: Double?
        /// Which page of the render (from 1).
        public var number = 1
        /// Printed blank (`--blank`): only `values`, nothing of the form's own.
        public var blank = false
        /// Registration marks and the page code (false: `--no-marks`, the pages of before them).
        public var marks = true

        /// The page setup drawn: `page`, turned when `landscape`, with `margin` when given.
        public var setup: PageSetup {
            let turned = landscape ? page.landscape() : page
            return margin.map { turned.withMargin($0) } ?? turned
        }
    }

    /// `<folder>/<behaviour>` in kebab-case, e.g. `hyperoslo/targets-show-and-hide-sections`.
    public let name: String
    /// The form: a path under the package root, or for `.swiftFormBuilder` the fixture's name.
    public let input: String
    public let look: Look

    public var description: String { name }
    /// The folder of Snapshots/ the files are in (for screens, the fixture's format).
    public var folder: String { String(name.split(separator: "/")[0]) }
    /// The file name without extension.
    public var fileName: String { String(name.split(separator: "/")[1]) }
    public var directory: URL { Paths.snapshots.appendingPathComponent(folder) }
    /// The input as a file under the package root.
    public var inputURL: URL { Paths.root.appendingPathComponent(input) }
    /// The files under Snapshots/ this reference owns.
    public var files: [String] {
        if case .paper = look { return ["\(name).png"] }
        return ["\(name).png", "\(name).layout.json"]
    }

    static func screen(_ name: String, _ fixture: String, skin: String? = nil) -> Reference {
        Reference(name: name, input: "Tests/Fixtures/\(fixture)", look: .screen(skin: skin))
    }

    static func style(_ name: String, skin: String, form: String = "gigformulary/alta-socio-es.json", _ variant: StyleVariant) -> Reference {
        Reference(name: name, input: "Tests/Fixtures/\(form)", look: .style(skin: skin, variant))
    }

    static func paper(_ name: String, _ form: String, _ page: PaperPage = PaperPage()) -> Reference {
        Reference(name: name, input: form, look: .paper(page))
    }

    static func swiftFormBuilder(_ name: String, _ fixture: String, showingErrors: Bool) -> Reference {
        Reference(name: name, input: fixture, look: .swiftFormBuilder(showingErrors: showingErrors))
    }
}

/// Every reference image of the project, one row each: the tests draw from these rows, and
/// `ReferenceCatalogueTests` fails on a snapshot fixture without a row, a file in Snapshots/
/// without one, or two rows with one name. Re-record a suite's rows with
/// `FORMSETTER_RECORD=all swift test --filter <Suite>`.
public enum ReferenceCatalogue {
    typealias StyleVariant = Reference.StyleVariant
    typealias PaperPage = Reference.PaperPage

    public static let rows = screens + styles + paper + swiftFormBuilder

    /// Every row checked by `SnapshotTests`.
    public static var screenRows: [Reference] { rows.filter { if case .screen = $0.look { true } else { false } } }
    public static var styleRows: [Reference] { rows.filter { if case .style = $0.look { true } else { false } } }
    public static var paperRows: [Reference] { rows.filter { if case .paper = $0.look { true } else { false } } }
    public static var swiftFormBuilderRows: [Reference] { rows.filter { if case .swiftFormBuilder = $0.look { true } else { false } } }

    static let screens: [Reference] = [
        // hyperoslo/Form: the project's forms, then the 3lvis/Form demo and test JSONs.
        .screen("hyperoslo/employee-onboarding-screen-with-values", "hyperoslo/ansatt-nb.json"),
        .screen("hyperoslo/course-signup-screen", "hyperoslo/kurspamelding-nb.json"),
        .screen("hyperoslo/course-signup-in-gigformulary-look", "hyperoslo/kurspamelding-nb.json", skin: "gigformulary"),
        .screen("hyperoslo/course-signup-in-formworks-look", "hyperoslo/kurspamelding-nb.json", skin: "formworks"),
        .screen("hyperoslo/basic-objc-demo-screen", "hyperoslo-3lvis/Basic-ObjC_forms.json"),
        .screen("hyperoslo/field-styles-override-colours-and-fonts", "hyperoslo-3lvis/Basic-ObjC_styled-forms.json"),
        .screen("hyperoslo/formula-field-shows-placeholder-until-names-typed", "hyperoslo-3lvis/Basic-Swift_calculated-field.json"),
        .screen("hyperoslo/code-only-validator-leaves-plain-text-field", "hyperoslo-3lvis/Basic-Swift_custom-validator.json"),
        .screen("hyperoslo/optional-empty-name-field-not-red", "hyperoslo-3lvis/Basic-Swift_simple-field.json"),
        .screen("hyperoslo/custom-types-drawn-as-sized-placeholder-boxes", "hyperoslo-3lvis/CustomField_forms.json"),
        .screen("hyperoslo/login-demo-screen", "hyperoslo-3lvis/LoginDemo_JSON.json"),
        .screen("hyperoslo/modal-form-demo-screen", "hyperoslo-3lvis/ModalForm_Form.json"),
        .screen("hyperoslo/untitled-group-with-background-colour", "hyperoslo-3lvis/Payment_forms.json"),
        // The modal form with an `info` on its date field: the same pixels.
        .screen("hyperoslo/field-info-tooltip-not-drawn", "hyperoslo-3lvis/iPhone-Storyboard_Form.json"),
        .screen("hyperoslo/collapsed-group-shows-only-its-header", "hyperoslo-3lvis/test-collapsed-groups.json"),
        .screen("hyperoslo/unknown-counter-type-drawn-as-placeholder-box", "hyperoslo-3lvis/test-counter-field.json"),
        .screen("hyperoslo/template-defaults-unused-without-instances", "hyperoslo-3lvis/test-default-values-in-template.json"),
        .screen("hyperoslo/default-option-preselected-others-empty", "hyperoslo-3lvis/test-default-values.json"),
        .screen("hyperoslo/dynamic-section-starts-with-only-its-add-button", "hyperoslo-3lvis/test-dynamic-formulas.json"),
        .screen("hyperoslo/dynamic-add-buttons-around-static-sections", "hyperoslo-3lvis/test-dynamic.json"),
        .screen("hyperoslo/required-empty-text-red-from-start-date-not", "hyperoslo-3lvis/test-field-validations.json"),
        .screen("hyperoslo/upstream-test-form-screen", "hyperoslo-3lvis/test-forms.json"),
        .screen("hyperoslo/targets-show-and-hide-fields", "hyperoslo-3lvis/test-multiple-show-hide-field-targets.json"),
        .screen("hyperoslo/targets-show-and-hide-sections", "hyperoslo-3lvis/test-multiple-show-hide-section-targets.json"),
        .screen("hyperoslo/formula-total-empty-until-an-option-is-chosen", "hyperoslo-3lvis/test-number-formula.json"),
        .screen("hyperoslo/fields-of-several-sections-in-one-group", "hyperoslo-3lvis/test-section-field-position.json"),
        .screen("hyperoslo/segment-field-despite-trailing-commas", "hyperoslo-3lvis/test-segment-field.json"),
        .screen("hyperoslo/number-field-initial-value", "hyperoslo-3lvis/test-simple-number-field.json"),
        .screen("hyperoslo/two-text-fields-share-a-row", "hyperoslo-3lvis/test-simple-section.json"),
        .screen("hyperoslo/text-field-initial-value", "hyperoslo-3lvis/test-simple-text-field.json"),
        .screen("hyperoslo/styled-button-text-field-segment-and-switch", "hyperoslo-3lvis/test-styled-fields.json"),
        .screen("hyperoslo/switch-field-on", "hyperoslo-3lvis/test-switch-field.json"),

        // GIGFormulary: the project's forms, the vendored legacy test JSONs, the README's examples.
        .screen("gigformulary/club-signup-screen-with-loaded-errors", "gigformulary/alta-socio-es.json"),
        .screen("gigformulary/club-signup-in-hyperoslo-look", "gigformulary/alta-socio-es.json", skin: "hyperoslo"),
        .screen("gigformulary/club-signup-in-formworks-look", "gigformulary/alta-socio-es.json", skin: "formworks"),
        .screen("gigformulary/loyalty-card-legacy-format-screen", "gigformulary/targeta-fidelitzacio-legacy-v2.json"),
        .screen("gigformulary/legacy-compare-fields-populated", "gigformulary/repo-orchextra-vendored-fomr2Compare.json"),
        .screen("gigformulary/legacy-hidden-fields-populated-with-load-errors", "gigformulary/repo-orchextra-vendored-form1.json"),
        .screen("gigformulary/legacy-mandatory-text-field-asterisk", "gigformulary/repo-orchextra-vendored-json_formulary.json"),
        .screen("gigformulary/hidden-boolean-draws-nothing", "gigformulary/seed-readme-boolean.json"),
        .screen("gigformulary/hidden-date-picker-draws-nothing", "gigformulary/seed-readme-datepicker.json"),
        .screen("gigformulary/legacy-list-items-with-index-heading", "gigformulary/seed-readme-ejemplo2-listitems.json"),
        .screen("gigformulary/index-heading-style-colours-and-alignment", "gigformulary/seed-readme-index.json"),
        .screen("gigformulary/links-in-boolean-and-index-labels", "gigformulary/seed-readme-links.json"),
        .screen("gigformulary/list-items-with-repeated-validator-key", "gigformulary/seed-readme-listitems-dic1-dic2.json"),
        .screen("gigformulary/hidden-picker-draws-nothing", "gigformulary/seed-readme-picker.json"),
        .screen("gigformulary/values-prefilled-from-value-keys", "gigformulary/seed-readme-populate-value.json"),
        .screen("gigformulary/line-cell-style-ignored-by-index-cell", "gigformulary/seed-readme-stylecell-line.json"),
        .screen("gigformulary/hidden-text-field-draws-nothing", "gigformulary/seed-readme-text.json"),

        // Formworks: the project's forms, the repository's test and documentation JSONs, the README's.
        .screen("formworks/insurance-claim-screen-with-answers", "formworks/aviso-sinistro-residencial-pt.json"),
        .screen("formworks/insurance-claim-in-hyperoslo-look", "formworks/aviso-sinistro-residencial-pt.json", skin: "hyperoslo"),
        .screen("formworks/insurance-claim-in-gigformulary-look", "formworks/aviso-sinistro-residencial-pt.json", skin: "gigformulary"),
        .screen("formworks/readme-format-complaint-screen-with-answers", "formworks/reclamacao-entrega-pt-readme-format.json"),
        .screen("formworks/unknown-select-component-skipped", "formworks/repo-formworks-JSON.md-example-6e3c265.json"),
        .screen("formworks/empty-early-form-shows-only-submit", "formworks/repo-formworks-TestFixtures-emptyFormData-022dc8e.json"),
        .screen("formworks/empty-current-form-shows-only-submit", "formworks/repo-formworks-TestFixtures-emptyFormData-d0a8475.json"),
        .screen("formworks/early-flat-component-format", "formworks/repo-formworks-TestFixtures-formData-022dc8e.json"),
        .screen("formworks/current-format-with-repeated-component-id", "formworks/repo-formworks-TestFixtures-formData-d0a8475.json"),
        .screen("formworks/readme-input-example-validator-hints", "formworks/seed-readme-input-example.json"),
    ]

    /// The club sign-up form in every skin under two token files, and the variants.
    static let styles: [Reference] = Skins.names.flatMap { skin in
        ["brand", "night"].map { (tokens: String) -> Reference in .style("styles/\(skin)-look-under-\(tokens)-tokens", skin: skin, StyleVariant(tokens: tokens)) }
    } + [
        .style("styles/right-to-left-mirrors-the-hyperoslo-look", skin: "hyperoslo", StyleVariant(rightToLeft: true)),
        .style("styles/text-one-and-a-half-times-larger-grows-rows", skin: "hyperoslo", StyleVariant(fontScale: 1.5)),
        .style("styles/dark-palette-in-the-hyperoslo-look", skin: "hyperoslo", StyleVariant(palette: "dark")),
        .style("styles/right-to-left-arabic-and-hebrew", skin: "hyperoslo", form: "styles/arabic-hebrew.json", StyleVariant(rightToLeft: true)),
    ]

    /// Paper pages: two forms per format, a continued group and Letter landscape.
    static let paper: [Reference] = [
        .paper("paper/hyperoslo-values-in-boxes-combs-and-circles", "Tests/Fixtures/hyperoslo/ansatt-nb.json",
               PaperPage(values: "Tests/Fixtures/hyperoslo/ansatt-nb.values.json")),
        .paper("paper/hyperoslo-initial-values-and-time-combs", "Tests/Fixtures/hyperoslo/kurspamelding-nb.json"),
        // Page 3 of A6 pages with 8-mm margins: "Arbeidsforhold", cut by a page break, repeats its title "(continued)".
        // Without marks (an 8-mm margin is inside them): the reference recorded before marks
        // existed, so it also checks that --no-marks pages are exactly those of before.
        .paper("paper/group-title-repeats-continued", "Tests/Fixtures/hyperoslo/ansatt-nb.json",
               PaperPage(values: "Tests/Fixtures/hyperoslo/ansatt-nb.values.json",
                         page: .paper(size: Size(width: 105 * 72 / 25.4, height: 148 * 72 / 25.4), margin: PageSetup.defaultMargin),
                         margin: 8 * 72 / 25.4, number: 3, marks: false)),
        .paper("paper/gigformulary-options-as-circles-and-date-comb", "Tests/Fixtures/gigformulary/alta-socio-es.json"),
        .paper("paper/gigformulary-hidden-fields-left-out", "Tests/Fixtures/gigformulary/repo-orchextra-vendored-form1.json",
               PaperPage(values: "Tests/Fixtures/gigformulary/repo-orchextra-vendored-form1.values.json")),
        .paper("paper/formworks-answers-and-multiline-writing-lines", "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.json",
               PaperPage(values: "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.answers.json")),
        .paper("paper/formworks-blank-form-to-fill-by-hand", "Tests/Fixtures/formworks/reclamacao-entrega-pt-readme-format.json"),
        .paper("paper/native-form-on-a4", "Examples/forms/native-example.json"),
        // The page of native-form-on-a4 as recorded before marks existed (974693f): --no-marks changes nothing.
        .paper("paper/native-form-on-a4-without-marks", "Examples/forms/native-example.json", PaperPage(marks: false)),
        .paper("paper/native-form-on-letter-landscape", "Examples/forms/native-example.json",
               PaperPage(page: .letter, landscape: true, margin: 15 * 72 / 25.4)),
        // Questionnaires: every branch routed in the form's language, blank.
        .paper("paper/hyperoslo-blank-every-branch-routed-in-norwegian", "Tests/Fixtures/hyperoslo/ansatt-nb.json", PaperPage(blank: true)),
        .paper("paper/hyperoslo-blank-entries-of-a-repeating-section", "Tests/Fixtures/hyperoslo/ansatt-nb.json", PaperPage(number: 2, blank: true)),
        .paper("paper/gigformulary-blank-on-letter-rule-routed-in-spanish", "Tests/Fixtures/gigformulary/alta-socio-es.json",
               PaperPage(page: .letter, blank: true)),
        .paper("paper/formworks-blank-in-portuguese-on-letter", "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.json",
               PaperPage(page: .letter, blank: true)),
    ]

    /// The Swift-built forms (Tests/SwiftFormBuilderFixtures), before and after validation.
    static let swiftFormBuilder: [Reference] = [
        .swiftFormBuilder("swiftformbuilder/user-registration-screen", "registrazione-utente-it", showingErrors: false),
        .swiftFormBuilder("swiftformbuilder/user-registration-errors-after-validation", "registrazione-utente-it", showingErrors: true),
        .swiftFormBuilder("swiftformbuilder/accident-report-screen", "denuncia-sinistro-it", showingErrors: false),
        .swiftFormBuilder("swiftformbuilder/accident-report-errors-after-validation", "denuncia-sinistro-it", showingErrors: true),
        .swiftFormBuilder("swiftformbuilder/readme-examples-screen", "seed-readme", showingErrors: false),
        .swiftFormBuilder("swiftformbuilder/readme-examples-errors-after-validation", "seed-readme", showingErrors: true),
    ]
}
