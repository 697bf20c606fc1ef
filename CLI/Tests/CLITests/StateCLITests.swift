import Foundation
import TestSupport
import Testing

/// `formsetter validate`, `render --validate` and `--time-zone` through the built binary.
@Suite("state CLI: validate, --validate, --time-zone")
struct StateCLITests {
    private func write(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-state-\(getpid())-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("validate prints valid, the library's values and errors; exit 0 when valid, 1 when not")
    func validateCommand() throws {
        let form = Paths.fixture("hyperoslo-3lvis/test-number-formula.json").path
        let values = try write(#"{"base_salary":1,"bonus":"50"}"#, "values.json")
        let valid = try runCLI(["validate", form, "--values", values])
        #expect(valid.status == 0)
        #expect(valid.output == #"{"valid":true,"values":{"base_salary":1,"bonus":"50","total":250},"errors":{}}"# + "\n")
        let invalid = try runCLI(["validate", Paths.fixture("hyperoslo-3lvis/test-field-validations.json").path])
        #expect(invalid.status == 1)
        #expect(invalid.output == #"{"valid":false,"values":{},"errors":{"birthday":"a value is required","first_name":"a value is required"}}"# + "\n")
    }

    @Test("validate on a form without library validation is a usage error (64); a missing file 66")
    func validateErrors() throws {
        let native = try write(#"{"format":"formsetter","version":1,"groups":[]}"#, "native.json")
        #expect(try runCLI(["validate", native]).status == 64)
        #expect(try runCLI(["validate", "/nonexistent/form.json"]).status == 66)
    }

    @Test("layout --validate marks select and date fields the library marks after validate")
    func layoutValidate() throws {
        let form = Paths.fixture("hyperoslo-3lvis/test-forms.json").path
        let plain = try runCLI(["layout", form])
        let validated = try runCLI(["layout", form, "--validate"])
        #expect(plain.status == 0 && validated.status == 0)
        // The invalid fill #FFD7D7 is on more boxes after validate (end_date, end_time's siblings).
        let count = { (data: Data) in String(decoding: data, as: UTF8.self).components(separatedBy: "\"fill\":\"#FFD7D7\"").count }
        #expect(count(validated.stdout) > count(plain.stdout))
    }

    @Test("--time-zone shows offset dates in that zone; an unknown zone is a usage error")
    func timeZone() throws {
        let form = try write(#"[{"sections":[{"fields":[{"id":"d","type":"date_time","value":"2018-08-22T23:30:00Z"}]}]}]"#, "tz.json")
        let utc = try runCLI(["convert", form, "--to", "native"])
        let tokyo = try runCLI(["convert", form, "--to", "native", "--time-zone", "Asia/Tokyo"])
        #expect(utc.output.contains("Aug 22, 2018, 11:30 PM"))
        #expect(tokyo.output.contains("Aug 23, 2018, 8:30 AM"))
        #expect(try runCLI(["render", form, "-o", "-", "--type", "svg", "--time-zone", "Mars/Olympus"]).status == 64)
    }
}
