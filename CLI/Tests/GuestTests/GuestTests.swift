import Foundation
import Formsetter
import TestSupport
import Testing

/// The library is a guest in the process that links it: it defines no symbol of the C
/// libraries beside it, and the host's locale does not change what it writes.
@Suite("Guest in the host process")
struct GuestTests {
    /// Symbol names only the libraries Formsetter uses may define.
    static func foreignDefinitions(in binary: URL) throws -> [String] {
        let nm = try runProgram(URL(fileURLWithPath: "/usr/bin/nm"), ["--defined-only", binary.path])
        try #require(nm.status == 0, "nm \(binary.path): \(nm.stderr)")
        return nm.output.split(separator: "\n").compactMap { line in
            guard let name = line.split(separator: " ").last.map(String.init) else { return nil }
            let libc = ["snprintf", "__snprintf_chk", "vsnprintf", "sprintf", "printf"].contains(name)
            let zlib = name.hasPrefix("deflate") || name.hasPrefix("inflate")
            let cairoOrFontconfig = name.hasPrefix("cairo_") || name.hasPrefix("Fc") || name.hasPrefix("pango_") || name.hasPrefix("FT_")
            // libqrencode, opened by the page codes of paper pages (Sources/CQREncode).
            let qrencode = name.hasPrefix("QRcode_") || name.hasPrefix("QRinput_") || name.hasPrefix("QRspec_") || name.hasPrefix("QRraw_")
            return libc || zlib || cairoOrFontconfig || qrencode ? name : nil
        }
    }

    @Test("the CLI, a program linking Formsetter and FormSnapshot, and the test bundle define no libc, zlib, cairo, pango, FreeType, fontconfig or libqrencode symbol")
    func noForeignSymbols() throws {
        for binary in [Paths.cli, Paths.built("GuestHost"), Paths.testBundle] {
            #expect(try Self.foreignDefinitions(in: binary) == [], "\(binary.lastPathComponent)")
        }
    }

    /// A form with a titled group, whose outline entry cairo reads back as `pos=[0 20.5]`.
    static let form = Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.json")

    static func pdf(locale: String) throws -> (locale: String, pdf: Data) {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = locale
        let run = try runProgram(Paths.built("GuestHost"), [form.path, "--page", "a4"], environment: environment)
        try #require(run.status == 0, "\(locale): \(run.stderr)")
        let set = run.stderr.split(separator: "\n").first { $0.hasPrefix("locale: ") }.map { String($0.dropFirst(8)) } ?? ""
        return (set, run.stdout)
    }

    @Test("a host that set a comma-decimal locale (de_DE.UTF-8) with setlocale gets the PDF bytes of the C locale")
    func hostLocaleDoesNotChangeBytes() throws {
        let german = try Self.pdf(locale: "de_DE.UTF-8"), c = try Self.pdf(locale: "C")
        // The machine must have the locale (CI generates it), or this would prove nothing.
        #expect(german.locale == "de_DE.UTF-8")
        #expect(c.locale == "C")
        #expect(german.pdf.count > 10_000)
        #expect(german.pdf == c.pdf)
        try QPDF.expectClean(german.pdf, "the PDF rendered in de_DE.UTF-8")
    }

    /// The cairo a test lane asked for (`Scripts/test-debian13.sh` sets it), if any.
    static let laneCairo = ProcessInfo.processInfo.environment["FORMSETTER_EXPECT_CAIRO"]

    @Test("a test lane runs on the cairo it names, not the system's", .enabled(if: laneCairo != nil))
    func laneRunsOnItsCairo() throws {
        #expect(LibraryVersions.cairo == Self.laneCairo)
        let version = try runCLI(["--version"])
        #expect(version.output.contains("(cairo \(Self.laneCairo ?? ""),"), "\(version.output)")
    }
}
