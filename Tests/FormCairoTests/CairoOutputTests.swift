@testable import FormCairo
import CCairoOutput
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

/// cairo's numbers and streams in a PDF go through `CCairoOutput`: its own formatting of "%f",
/// "%.Nf" and "%d" must give glibc's bytes, and its compression must inflate to cairo's bytes.
@Suite("PDF: cairo's number printing and stream compression")
struct CairoOutputTests {
    static func fast(_ format: String, _ value: Double, size: Int = 64) -> (Int32, String) {
        var buffer = [CChar](repeating: 0x7f, count: max(size, 1))
        let written = fs_format_double(&buffer, size, format, value)
        return (written, size > 0 && written >= 0 ? String(cString: buffer) : "")
    }

    /// Values cairo prints (coordinates, matrix entries, colours), the cases where rounding is
    /// hard (exact halves, values just beside a half), and the limits of the fast path.
    static func doubles() -> [Double] {
        var generator = SystemRandomNumberGenerator.Seeded(seed: 0x46534446)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.0078125, 0.1, 0.05, 1e-7, 5e-7, 4.9999999e-7,
                                0.0000005, 123.4565, 999999.9999995, 1e15, 9.2e18, -9.2e18, 9.3e18, 1e300, -1e-300,
                                Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 2.0.nextDown, 0.5.nextUp, 0.5.nextDown,
                                Double(Int64.max), 4503599627370495.5, 9007199254740993]
        for exponent in -60...62 { values += [Double(sign: .plus, exponent: exponent, significand: 1), Double(sign: .minus, exponent: exponent, significand: 1.5)] }
        for _ in 0..<40_000 {
            values.append(Double.random(in: -2000...2000, using: &generator))
            values.append(Double(Int.random(in: -100_000_000...100_000_000, using: &generator)) / 1_000_000 + Double.random(in: -1e-9...1e-9, using: &generator))
            values.append(Double(Int.random(in: -1 << 20...1 << 20, using: &generator)) / Double(1 << Int.random(in: 1...24, using: &generator)))
            values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
            values.append(Double.random(in: -0.1...0.1, using: &generator) * pow(10, -Double(Int.random(in: 0...12, using: &generator))))
        }
        return values
    }

    @Test("cairo's calls reach the replacements")
    func active() {
        #expect(fs_cairo_output_active() == 1)
    }

    @Test("\"%f\", \"%.0f\", \"%.3f\", \"%.9f\" and \"%.18f\" give glibc's bytes for 200,000 values, or go to glibc")
    func doublesAsGlibc() {
        var mismatches: [String] = []
        var served = 0, expectedServed = 0
        for value in Self.doubles() {
            for format in ["%f", "%.0f", "%.3f", "%.9f", "%.18f"] {
                let ours = Self.asCairo(format, [value]), theirs = Self.glibc(format, [value])
                if ours != theirs, mismatches.count < 10 { mismatches.append("\(format) \(value.bitPattern): \(ours.1) vs glibc \(theirs.1)") }
                // Every finite value below 2^63 takes the fast path.
                if value.isFinite, abs(value) < 9.2e18 {
                    expectedServed += 1
                    if Self.fast(format, value).0 >= 0 { served += 1 }
                }
            }
        }
        #expect(mismatches == [])
        #expect(served == expectedServed)
        #expect(expectedServed > 900_000)
        #expect(Self.fast("%f", .nan).0 == -1)
        #expect(Self.fast("%f", .infinity).0 == -1)
        #expect(Self.fast("%f", 1e19).0 == -1)
        #expect(Self.fast("%.19f", 1).0 == -1)
        #expect(Self.fast("%5f", 1).0 == -1)
    }

    /// What a call from cairo gets: `fs_vformat_as_cairo` runs the replacement's own path.
    static func asCairo(_ format: String, _ arguments: [CVarArg], radix: String = ".", size: Int = 64) -> (Int32, String) {
        var buffer = [CChar](repeating: 0x7f, count: max(size, 1))
        let written = withVaList(arguments) { fs_vformat_as_cairo(&buffer, size, format, radix, $0) }
        return (written, size > 0 ? String(cString: buffer) : "")
    }

    static func glibc(_ format: String, _ arguments: [CVarArg], size: Int = 64) -> (Int32, String) {
        var buffer = [CChar](repeating: 0x7f, count: max(size, 1))
        let written = withVaList(arguments) { vsnprintf(&buffer, size, format, $0) }
        return (written, size > 0 ? String(cString: buffer) : "")
    }

    @Test("A short buffer gets what snprintf writes into it, and the full length back")
    func truncation() {
        for size in 0...12 {
            #expect(Self.asCairo("%f", [-1234.5678], size: size) == Self.glibc("%f", [-1234.5678], size: size))
            #expect(Self.asCairo("%d", [Int32(-98765)], size: size) == Self.glibc("%d", [Int32(-98765)], size: size))
        }
    }

    @Test("Integers, \"%.*f\" and other formats through cairo's path give glibc's bytes")
    func formatsThroughCairosPath() {
        let cases: [(String, [CVarArg])] = [
            ("%d", [Int32(0)]), ("%d", [Int32.max]), ("%d", [Int32.min]), ("%d", [Int32(-1)]),
            ("%ld", [Int.max]), ("%ld", [Int.min]), ("%u", [UInt32.max]), ("%lu", [UInt.max]),
            ("%.*f", [Int32(3), 2.0005]), ("%.*f", [Int32(0), 2.5]), ("%.*f", [Int32(-1), 1.25]), ("%.*f", [Int32(20), 0.1]),
            ("%f", [Double.nan]), ("%f", [-Double.infinity]), ("%f", [1e19]), ("%.18f", [1e-20]),
            ("%x", [Int32(255)]), ("%02x", [Int32(7)]), ("%5d", [Int32(42)]), ("%s", ["text"]), ("%g", [0.1]),
        ]
        for (format, arguments) in cases {
            #expect(Self.asCairo(format, arguments) == Self.glibc(format, arguments), "\(format) \(arguments)")
        }
    }

    @Test("In a locale whose decimal point is not \".\", numbers go to glibc (which writes that locale's point)")
    func otherLocale() {
        // glibc writes the locale's point, and cairo's `_cairo_dtostr` looks for that point to
        // trim the zeros: the fast path, which writes ".", must leave such numbers to glibc.
        #expect(fs_cairo_formats_number("%f", ",") == 0)
        #expect(fs_cairo_formats_number("%.*f", ",") == 0)
        #expect(fs_cairo_formats_number("%f", ".") == 1)
        #expect(fs_cairo_formats_number("%d", ",") == 1)
        #expect(fs_cairo_formats_number("%x", ".") == 0)
        #expect(Self.asCairo("%f", [1.5], radix: ",") == Self.glibc("%f", [1.5]))
    }

    @Test("Streams compressed as cairo's inflate back to their bytes, no larger than zlib's at the same level")
    func compression() throws {
        let content = Data((0..<4000).map { "q 1 0 0 1 \($0 % 600).5 \($0 * 7 % 800) cm 0.2 g /f-0-0 11 Tf [(Field \($0))] TJ Q\n" }.joined().utf8)
        var generator = SystemRandomNumberGenerator.Seeded(seed: 7)
        let noise = Data((0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        // Past 16 MiB a stream goes through zlib as it comes (an image's pixels).
        let large = Data((0..<(18 << 20)).map { UInt8(truncatingIfNeeded: ($0 / 3) ^ ($0 >> 12)) })
        for (name, data, chunk) in [("content", content, 16384), ("content in 1000-byte writes", content, 1000), ("noise", noise, 16384),
                                    ("empty", Data(), 16384), ("one byte", Data([1]), 1), ("18 MiB", large, 16384)] {
            var size = 0, zlibSize = 0
            let same = data.withUnsafeBytes { fs_cairo_deflate_check($0.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, chunk, &size, &zlibSize) }
            #expect(same == 1, "\(name)")
            if name.hasPrefix("content") { #expect(size <= zlibSize, "\(name): \(size) vs zlib \(zlibSize)") }
        }
        #expect(fs_cairo_deflate_end_unfinished() == -3)  // Z_DATA_ERROR, as zlib answers
    }

    @Test("A rendered PDF's streams are libdeflate's, and its numbers went through the replacement")
    func pdfUsesThem() throws {
        let numbers = fs_cairo_numbers_formatted()
        let pdf = try PageRenderer(fonts: sharedFormsetter.fonts).pdf(IncrementalUpdateTests.page)
        #expect(fs_cairo_numbers_formatted() > numbers)
        // cairo writes its first object, the page's content stream, as "stream\n<data>\nendstream".
        let start = try #require(IncrementalUpdateTests.ends(of: "stream\n", in: pdf).first)
        let end = try #require(IncrementalUpdateTests.ends(of: "\nendstream", in: pdf).first) - "\nendstream".utf8.count
        let stream = pdf[start..<end]
        #expect(stream.withUnsafeBytes { fs_cairo_stream_is_libdeflates($0.baseAddress?.assumingMemoryBound(to: UInt8.self), $0.count) } == 1)
    }
}

extension SystemRandomNumberGenerator {
    /// A reproducible generator (SplitMix64), so a failure names the same values every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
