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
    /// glibc's vsnprintf of `format` with `value` (not the replacement: that serves cairo only).
    static func glibc(_ format: String, _ value: CVarArg, size: Int = 64) -> (Int32, String) {
        var buffer = [CChar](repeating: 0x7f, count: max(size, 1))
        let written = withVaList([value]) { vsnprintf(&buffer, size, format, $0) }
        return (written, size > 0 ? String(cString: buffer) : "")
    }

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

    @Test("\"%f\", \"%.3f\", \"%.0f\" and \"%.18f\" give glibc's bytes for 200,000 values, or go to glibc")
    func doublesAsGlibc() {
        var mismatches: [String] = []
        var served = 0
        for value in Self.doubles() {
            for format in ["%f", "%.3f", "%.0f", "%.18f", "%.9f"] {
                let ours = Self.fast(format, value)
                guard ours.0 >= 0 else {
                    if value.isFinite, abs(value) < 9.2e18 { mismatches.append("\(format) \(value): not served") }
                    continue
                }
                served += 1
                let theirs = Self.glibc(format, value)
                if ours != theirs, mismatches.count < 10 { mismatches.append("\(format) \(value.bitPattern): \(ours.1) vs glibc \(theirs.1)") }
            }
        }
        #expect(mismatches == [])
        #expect(served > 900_000)
        #expect(Self.fast("%f", .nan).0 == -1)
        #expect(Self.fast("%f", .infinity).0 == -1)
        #expect(Self.fast("%f", 1e19).0 == -1)
        #expect(Self.fast("%.19f", 1).0 == -1)
        #expect(Self.fast("%5f", 1).0 == -1)
    }

    @Test("A short buffer gets what snprintf writes into it, and the full length back")
    func truncation() {
        for size in 0...12 {
            #expect(Self.fast("%f", -1234.5678, size: size) == Self.glibc("%f", -1234.5678, size: size))
            var ours = [CChar](repeating: 0x7f, count: 13), theirs = ours
            let written = fs_format_int(&ours, size, "%d", -98765)
            let expected = withVaList([Int32(-98765)]) { vsnprintf(&theirs, size, "%d", $0) }
            #expect(written == expected)
            #expect(ours == theirs)
        }
    }

    @Test("\"%d\" and \"%ld\" give glibc's bytes at the limits")
    func integers() {
        for value in [0, 1, -1, 42, -98765, Int(Int32.max), Int(Int32.min)] {
            var buffer = [CChar](repeating: 0, count: 32)
            #expect(fs_format_int(&buffer, 32, "%d", value) >= 0)
            #expect(String(cString: buffer) == Self.glibc("%d", Int32(value)).1)
        }
        for value in [Int.max, Int.min, -1] {
            var buffer = [CChar](repeating: 0, count: 32)
            #expect(fs_format_int(&buffer, 32, "%ld", value) >= 0)
            #expect(String(cString: buffer) == Self.glibc("%ld", value).1)
        }
        var buffer = [CChar](repeating: 0, count: 32)
        #expect(fs_format_int(&buffer, 32, "%x", 1) == -1)
    }

    @Test("Streams compressed as cairo's are inflate back to their bytes, no larger than zlib's at the same level")
    func compression() throws {
        let content = Data((0..<4000).map { "q 1 0 0 1 \($0 % 600).5 \($0 * 7 % 800) cm 0.2 g /f-0-0 11 Tf [(Field \($0))] TJ Q\n" }.joined().utf8)
        var generator = SystemRandomNumberGenerator.Seeded(seed: 7)
        let noise = Data((0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        for (data, chunk) in [(content, 16384), (content, 1000), (noise, 16384), (Data(), 16384), (Data([1]), 1)] {
            var size = 0, zlibSize = 0
            let same = data.withUnsafeBytes { fs_cairo_deflate_check($0.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, chunk, &size, &zlibSize) }
            #expect(same == 1)
            if data == content { #expect(size <= zlibSize) }
        }
    }

    @Test("A rendered PDF's numbers and streams went through the replacements")
    func pdfUsesThem() throws {
        let numbers = fs_cairo_numbers_formatted(), streams = fs_cairo_streams_compressed()
        _ = try PageRenderer(fonts: sharedFormsetter.fonts).pdf(IncrementalUpdateTests.page)
        #expect(fs_cairo_numbers_formatted() > numbers)
        #expect(fs_cairo_streams_compressed() > streams)
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
