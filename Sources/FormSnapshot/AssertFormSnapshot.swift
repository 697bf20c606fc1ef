@_exported import FormSnapshotCore
import Foundation
import Formsetter
#if canImport(Testing)
import Testing
#endif
import XCTest

/// What `assertFormSnapshot` renders: a form file (sidecars beside it are used), JSON, or a Form.
public enum FormSnapshotInput: Sendable {
    case file(URL)
    case json(String, values: String? = nil, errors: String? = nil)
    case form(Form)
}

/// Renders `input` and compares it with the reference `Snapshots/<test file>/<testName>[.<name>].<ext>`
/// next to the package, recording references as `record` (or `FORMSETTER_RECORD`, or `never`
/// under `CI`, else `missing`) says. A second assertion of one name in a test gets its own
/// reference (`<testName>.2.<ext>`), and an unnamed one in a parameterized test is named by its
/// input too (`SnapshotNames`). Fails the current Swift Testing test or XCTest case with the
/// measured figures and the changed cells; failure artifacts go to
/// `SNAPSHOT_ARTIFACTS/<test file>` (default `.build/snapshot-artifacts/<test file>`); with
/// `FORMSETTER_SNAPSHOT_REPORT=FOLDER` every outcome of the run goes into one HTML report there,
/// as `formsetter snapshot verify --report` writes it. Returns the outcome for further checks.
@discardableResult
public func assertFormSnapshot(
    of input: FormSnapshotInput,
    as format: SnapshotFormat = .png(),
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: ImageTolerance = .portable,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> SnapshotOutcome? {
    do {
        let file = URL(fileURLWithPath: "\(filePath)")
        let root = SnapshotLocation.packageRoot(from: file)
        let directory = snapshotDirectory ?? root.appendingPathComponent("Snapshots").appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        // Under the test file's name, as the references are: two files with a test of one name keep their diffs apart.
        let artifacts = (ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/snapshot-artifacts")).appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let verifier = SnapshotVerifier(formsetter: try SharedFormsetter.get(), directory: directory, artifacts: artifacts,
                                        mode: try record ?? RecordMode.fromEnvironment(), tolerance: tolerance)
        let subject: SnapshotSubject = switch input {
        case let .file(url): try .file(url)
        case let .json(json, values, errors): .json(Data(json.utf8), values: values.map { Data($0.utf8) }, errors: errors.map { Data($0.utf8) })
        case let .form(form): .form(form)
        }
        let base = SnapshotLocation.name(test: testName, case: name ?? (SnapshotNames.inParameterizedCase ? input.identity(format) : nil))
        let outcome = try verifier.verify(subject, as: format, named: SnapshotNames.shared.claim(base, format: format, in: directory))
        let report = try SnapshotTestReport.shared.add(outcome)
        if !outcome.passed {
            let details = ([outcome.message] + outcome.changes.map { "  \($0)" } + outcome.artifacts.prefix(1).map { "  artifacts: \($0.deletingLastPathComponent().path)" }
                + (report.map { ["  report: \($0.path); to accept the changes: \(SnapshotTestReport.acceptCommand)"] } ?? []))
            // Named by its reference file, so two assertions of one test never read alike.
            let reference = outcome.reference.lastPathComponent
            fail("Snapshot \(reference) \(outcome.status.rawValue): " + details.joined(separator: "\n"), filePath: filePath, line: line)
        }
        return outcome
    } catch {
        fail("Snapshot could not be checked: \(error)", filePath: filePath, line: line)
        return nil
    }
}

/// Records a failure in whichever framework is running the test.
func fail(_ message: String, filePath: StaticString, line: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "\(filePath)", filePath: "\(filePath)", line: Int(line), column: 1))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}

/// Where snapshots of a test live and how they are named.
enum SnapshotLocation {
    /// The nearest folder above `file` holding a Package.swift (else the file's folder).
    static func packageRoot(from file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// The test's name (without parentheses and arguments) plus `.case` when given; an empty
    /// test name leaves the case name alone.
    static func name(test: String, case name: String?) -> String {
        let base = test.split(separator: "(").first.map(String.init) ?? test
        let safe = { (text: String) in String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" }) }
        return [safe(base), name.map(safe)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".")
    }
}
