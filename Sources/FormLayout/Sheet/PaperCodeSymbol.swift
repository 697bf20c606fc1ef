import CQREncode

/// A page code drawn as a QR symbol of version 3 at level M, encoded by libqrencode 4
/// (`libqrencode.so.4`, Debian's `libqrencode4`), which is opened on the first code.
public struct PaperCodeSymbol: Sendable, Hashable {
    /// The code as drawn: its record's name cut, a character at a time from its end, until
    /// the payload fits version 3-M (long line and page numbers leave less room for it).
    public let code: PaperPageCode
    /// 29 × 29 modules, row by row from the top: true for dark.
    public let modules: [Bool]

    /// Why a code could not be drawn.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The symbol of `code` (its name cut to fit); throws when libqrencode cannot be used or the
    /// payload cannot be encoded.
    public init(_ code: PaperPageCode) throws(Failure) {
        var fitted = code
        while true {
            var modules = [UInt8](repeating: 0, count: PaperSheetMarks.codeModules * PaperSheetMarks.codeModules)
            let status = Self.encode(fitted, into: &modules)
            if status == FS_QR_ENCODED {
                self.code = fitted
                self.modules = modules.map { $0 != 0 }
                return
            }
            guard status == FS_QR_TOO_LONG, let name = fitted.recordName, !name.isEmpty else { throw Self.failure(status, payload: fitted.payload) }
            fitted.recordName = String(name.dropLast())
        }
    }

    private static func encode(_ code: PaperPageCode, into modules: inout [UInt8]) -> fs_qr_status {
        let prefix = Array(code.alphanumericPart.utf8).map { CChar(bitPattern: $0) }
        let name = Array(code.nameBytes.utf8)
        return prefix.withUnsafeBufferPointer { prefix in
            name.withUnsafeBufferPointer { name in
                modules.withUnsafeMutableBufferPointer { modules in
                    fs_qr_encode_v3m(prefix.baseAddress!, prefix.count, name.baseAddress, name.count, modules.baseAddress!)
                }
            }
        }
    }

    /// Whether the module at `row`, `column` (from the top left, from 0) is dark.
    public func isDark(row: Int, column: Int) -> Bool { modules[row * PaperSheetMarks.codeModules + column] }

    /// Throws, with what to do, when libqrencode cannot be loaded: a render of paper pages with
    /// marks checks this before it lays out anything.
    public static func checkAvailable() throws(Failure) {
        _ = try PaperCodeSymbol(PaperPageCode(layoutHash: "0000000000000000", page: 1, count: 1))
    }

    private static func failure(_ status: fs_qr_status, payload: String) -> Failure {
        let soname = String(cString: fs_qr_soname())
        let remedy = "install the Debian package libqrencode4, or print without marks (--no-marks)"
        switch status {
        case FS_QR_LIBRARY_MISSING:
            let reason = fs_qr_open_failure().map { String(cString: $0) } ?? "\(soname) cannot be opened"
            return Failure(description: "paper pages with marks need libqrencode (\(soname)) to draw their QR code, and it cannot be loaded: \(reason); \(remedy)")
        case FS_QR_FUNCTION_MISSING:
            return Failure(description: "the libqrencode found (\(soname)) lacks a function the page codes need; \(remedy)")
        case FS_QR_TOO_LONG:
            return Failure(description: "the page code \"\(payload)\" does not fit a version 3 QR code")
        default:
            return Failure(description: "libqrencode could not encode the page code \"\(payload)\"")
        }
    }
}
