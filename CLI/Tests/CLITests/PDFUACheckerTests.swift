import Formsetter
import Foundation
import TestSupport
import Testing

/// Every fixture's paper PDF and fillable twin checked by both PDF/UA-1 checkers on PyPI,
/// `page-validation` (profile `ua1`) and `outloud`, installed by `Scripts/pdf-checkers.sh`. The
/// forms of each fixture folder render in one run per look, and each checker reads every file in
/// one call, so the suite takes about a minute. Runs on whichever cairo the CLI loads.
@Suite("PDF/UA-1 checkers: every fixture's paper PDF and twin")
struct PDFUACheckerTests {
    /// The folders whose forms are checked; their sidecars (values, errors, answers, outputs)
    /// and test-postal_codes.json (a data table) are not forms.
    static let folders = ["Examples/forms"] + ["hyperoslo", "hyperoslo-3lvis", "gigformulary", "formworks"].map { "Tests/Fixtures/" + $0 }

    static func forms(in folder: String) throws -> [URL] {
        let url = Paths.root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { name in
            name.hasSuffix(".json") && ![".values.json", ".errors.json", ".output-"].contains { name.contains($0) }
                && !name.contains(".answers") && name != "test-postal_codes.json"
        }.map { url.appendingPathComponent($0) }
    }

    /// The forms with no title of their own, no titled group and no text cell to open with
    /// (`Form.displayTitle`): their PDFs have no title and so do not claim PDF/UA (a file name is
    /// not made a title), which is all the checkers find wrong in them.
    static let untitled: Set<String> = [
        "Payment_forms", "repo-formworks-TestFixtures-emptyFormData-022dc8e", "repo-formworks-TestFixtures-emptyFormData-d0a8475",
        "repo-orchextra-vendored-fomr2Compare", "repo-orchextra-vendored-form1", "repo-orchextra-vendored-json_formulary",
        "seed-readme-boolean", "seed-readme-datepicker", "seed-readme-ejemplo2-listitems", "seed-readme-links",
        "seed-readme-listitems-dic1-dic2", "seed-readme-picker", "seed-readme-populate-value", "seed-readme-text",
    ]
    /// Of those, the forms that print nothing to tag (no fields, or every one hidden): their
    /// pages hold only furniture. cairo 1.16 then writes no structure tree at all; cairo 1.18.4
    /// writes the tree with its empty root element (seen by both checkers in the Debian 13 lane).
    static let empty: Set<String> = [
        "repo-formworks-TestFixtures-emptyFormData-022dc8e", "repo-formworks-TestFixtures-emptyFormData-d0a8475",
        "seed-readme-boolean", "seed-readme-datepicker", "seed-readme-picker", "seed-readme-text",
    ]

    /// What each checker says of a PDF that claims no PDF/UA because its form has no title
    /// (`page-validation` rules, `outloud` rules), and of one with nothing tagged besides.
    static func expectedFindings(_ pdf: String) -> (page: [String], outloud: [String]) {
        let name = URL(fileURLWithPath: pdf).deletingPathExtension().lastPathComponent
        guard untitled.contains(name) else { return ([], []) }
        let treeless = empty.contains(name) && LibraryVersions.cairo.hasPrefix("1.16.")
        let page = ["PDFUA1-ID-PART-001", "PDFUA1-ID-SCHEMA-001", "PDFUA1-METADATA-TITLE-001"] + (treeless ? ["PDFUA1-STRUCT-TREE-ROOT-001"] : [])
        let outloud = (treeless ? ["DOC-002"] : []) + ["DOC-010", "DOC-012"]
        return (page.sorted().map { "\(pdf): \($0) (1)" }, outloud.map { "\(pdf): \($0)" })
    }

    /// The checkers' python (outloud is beside it); `FORMSETTER_PDF_CHECKERS` names another environment.
    static func checkersPython() throws -> URL {
        let folder = ProcessInfo.processInfo.environment["FORMSETTER_PDF_CHECKERS"].map { URL(fileURLWithPath: $0, relativeTo: Paths.root) }
            ?? Paths.root.appendingPathComponent(".build/pdf-checkers")
        let python = folder.appendingPathComponent("bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { throw CheckersMissing() }
        return python
    }

    struct CheckersMissing: Error, CustomStringConvertible {
        var description: String { "the PDF/UA checkers are not installed: run `bash Scripts/pdf-checkers.sh` (CI does)" }
    }

    /// Prints one line per failed rule of a file: `file: rule (count)`.
    static let pageScript = """
    import sys, collections, page
    for path in sys.argv[1:]:
        rules = collections.Counter(f.rule_id for f in page.validate_pdf(path, profile="ua1").failures)
        for rule, count in sorted(rules.items()):
            print(f"{path}: {rule} ({count})")
    """

    /// Prints one line per error outloud found in a file (`file: rule: message`), or its crash.
    static let outloudScript = """
    import sys, json
    for result in json.load(open(sys.argv[1]))["results"]:
        if result.get("error"):
            print(f"{result['path']}: outloud failed: {result['error']}")
        for finding in result["findings"]:
            if finding["severity"] == "error":
                print(f"{result['path']}: {finding['rule']}: {finding['message']}")
    """

    @Test("page-validation (ua1) and outloud find no failure in any fixture's paper PDF or twin, but that the untitled ones claim no PDF/UA")
    func everyFixturePasses() throws {
        let python = try Self.checkersPython()
        try withTemporaryFolder { folder in
            var pdfs: [String] = []
            for source in Self.folders {
                let forms = try Self.forms(in: source)
                for (look, options) in [("paper", ["--skin", "paper"]), ("twin", ["--fillable"])] {
                    let into = folder.appendingPathComponent("\(source.split(separator: "/").last!)-\(look)")
                    try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
                    let run = try runCLI(["render"] + forms.map(\.path) + ["--page", "a4"] + options + ["-o", into.path + "/"])
                    #expect(run.status == 0, "\(source) \(look): \(run.stderr)")
                    let written = try FileManager.default.contentsOfDirectory(atPath: into.path).filter { $0.hasSuffix(".pdf") }
                    #expect(written.count == forms.count, "\(source) \(look): \(written.count) PDFs for \(forms.count) forms")
                    pdfs += written.sorted().map { into.appendingPathComponent($0).path }
                }
            }
            #expect(pdfs.count >= 110)
            let relative = { (line: Substring) in line.replacingOccurrences(of: folder.path + "/", with: "") }

            let page = try runProgram(python, ["-c", Self.pageScript] + pdfs)
            #expect(page.status == 0, "\(page.stderr)")
            let found = page.output.split(separator: "\n").map(relative)
            #expect(found == pdfs.flatMap { Self.expectedFindings(relative(Substring($0))).page }, "page-validation")

            let report = folder.appendingPathComponent("outloud.json")
            let outloud = try runProgram(python.deletingLastPathComponent().appendingPathComponent("outloud"), ["--json", report.path, "-q"] + pdfs)
            #expect(FileManager.default.fileExists(atPath: report.path), "outloud wrote no report: \(outloud.stderr)")
            let errors = try runProgram(python, ["-c", Self.outloudScript, report.path])
            #expect(errors.status == 0, "\(errors.stderr)")
            // outloud's lines end in its message: the rule is what is compared.
            let rules = errors.output.split(separator: "\n").map { relative($0).components(separatedBy: ": ").prefix(2).joined(separator: ": ") }
            #expect(rules == pdfs.flatMap { Self.expectedFindings(relative(Substring($0))).outloud }, "outloud")
        }
    }
}
