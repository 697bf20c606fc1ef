import Foundation
import Formsetter
#if canImport(Testing)
import Testing
#endif
import XCTest

/// The reference names a test's assertions take, so that no two assertions of one test share a
/// file: the first assertion of a name keeps it (`signUp.png`), the next ones are numbered
/// (`signUp.2.png`, `signUp.3.png`) as swift-snapshot-testing numbers them; a PNG and a layout
/// assertion of one name are two files (`signUp.png`, `signUp.layout.json`). In a parameterized
/// Swift Testing test an unnamed assertion is named by its input too (`check.ansatt-nb.png`),
/// so each argument has references of its own, whatever order the cases run in (with the
/// format's width and skin when it gives them). Counts start again with each XCTest case; a
/// Swift Testing test run twice in one process counts on.
final class SnapshotNames: @unchecked Sendable {
    static let shared = SnapshotNames()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var observing = false

    /// The name the next assertion of `name` in `format` takes in `directory`.
    func claim(_ name: String, format: SnapshotFormat, in directory: URL) -> String {
        lock.lock()
        defer { lock.unlock() }
        if !observing {
            observing = true
            XCTestObservationCenter.shared.addTestObserver(CountReset())
        }
        let key = "\(directory.standardizedFileURL.path)|\(name)|\(format.fileExtension)"
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count == 1 ? name : "\(name).\(count)"
    }

    /// Starts the counts again: all of them (a new XCTest case), or those of one folder.
    func reset(in directory: URL? = nil) {
        lock.lock()
        if let directory {
            let prefix = directory.standardizedFileURL.path + "|"
            counts = counts.filter { !$0.key.hasPrefix(prefix) }
        } else {
            counts = [:]
        }
        lock.unlock()
    }

    /// Whether the running Swift Testing test case is one argument of a parameterized test.
    static var inParameterizedCase: Bool {
        #if canImport(Testing)
        return Test.Case.current?.isParameterized == true
        #else
        return false
        #endif
    }
}

/// Starts the counts again at each XCTest case.
private final class CountReset: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) { SnapshotNames.shared.reset() }
}

extension FormSnapshotInput {
    /// A short name for the input in `format`, for references of a parameterized test: the
    /// file's name without `.json`, a form's title, or a hash of the JSON; then the format's
    /// width and skin when it names them, so cases over widths of one form stay apart.
    func identity(_ format: SnapshotFormat) -> String {
        var parts = [subject]
        if let width = format.width { parts.append(width == width.rounded() ? String(Int(width)) : String(width)) }
        if let skin = format.skin { parts.append(skin) }
        return parts.joined(separator: ".")
    }

    private var subject: String {
        switch self {
        case let .file(url): return url.deletingPathExtension().lastPathComponent
        case let .json(json, values, errors): return Self.hash([json, values ?? "", errors ?? ""].joined(separator: "\u{0}"))
        case let .form(form): return form.title.map { String($0.prefix(40)) } ?? "form"
        }
    }

    /// FNV-1a, 64 bits, as 12 hex digits: stable across runs and machines (Swift's `hashValue` is not).
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(String(value, radix: 16).suffix(12))
    }
}
