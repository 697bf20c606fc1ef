import FormSnapshotCore
import Formsetter
import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where the strategy was made: the `assertSnapshot` line, where a render failure is reported.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// The bytes a strategy stores when the form could not be rendered: they never match, so a
/// reference recorded from them never passes.
struct FormRenderFailure {
    static let marker = Data("formsetter could not render the form: ".utf8)
    var message: String

    init?(_ data: Data) {
        guard data.starts(with: Self.marker) else { return nil }
        message = String(decoding: data, as: UTF8.self)
    }
}

enum FormRendering {
    static func formsetter() throws -> Formsetter { try SharedFormsetter.get() }

    static func layout(_ subject: SnapshotSubject, width: Double?, skin: String?, page: PageSetup?) throws -> Formsetter.Result {
        try subject.layout(with: formsetter(), width: width, skin: skin, page: page)
    }

    /// `render()`, or on an error: the error reported at `site` and failure bytes.
    static func data(_ site: CallSite, _ render: () throws -> Data) -> Data {
        do {
            return try render()
        } catch {
            return Data(report(error, at: site).utf8)
        }
    }

    /// Fails the running test (Swift Testing or XCTest) with `error` at `site`; returns the message.
    @discardableResult
    static func report(_ error: any Error, at site: CallSite) -> String {
        let message = String(decoding: FormRenderFailure.marker, as: UTF8.self) + "\(error)"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
            return message
        }
        #endif
        XCTFail(message, file: site.filePath, line: site.line)
        return message
    }
}
