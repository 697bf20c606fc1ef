import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Limits through the CLI: deep nesting, input size and PNG pixels refused with exit 65")
struct LimitsTests {
    @Test("nesting deeper than the parser's limit is refused with its position")
    func nesting() throws {
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        #expect(throws: DecodeFailure.self) { try FormDecoder.decode(Data(deep.utf8)) }
        let result = try runCLI(["render", "-", "-o", "-", "--type", "svg"], stdin: Data(#"{"fields":\#(deep)}"#.utf8))
        #expect(result.status == 65)
        #expect(result.stderr == "error: input is not valid JSON at line 1, column 138: nesting deeper than 128 levels\n")
        let fine = String(repeating: "[", count: 125) + String(repeating: "]", count: 125)
        #expect(try runCLI(["layout", "-"], stdin: Data(#"{"fields":[{"key":"a","type":"text","label":"A","x":\#(fine)}]}"#.utf8)).status == 0)
    }

    @Test("input larger than 32 MiB is refused while it is read, after 32 MiB and one byte")
    func inputSize() throws {
        var big = Data(#"{"fields":[],"pad":""#.utf8)
        big.append(Data(repeating: UInt8(ascii: "x"), count: JSONValue.maximumInputBytes))
        big.append(Data(#""}"#.utf8))
        let result = try runCLI(["layout", "-"], stdin: big)
        #expect(result.status == 65)
        #expect(result.stderr == "error: standard input (the input) is larger than 32 MiB; at most 33554432 bytes are read\n")
    }

    @Test("a PNG page of more than 100 million pixels is refused with exit 65 and a hint")
    func imagePixels() throws {
        let fields = (0..<20).map { #"{"key":"f\#($0)","type":"text","label":"F"}"# }.joined(separator: ",")
        let result = try runCLI(["render", "-", "-o", "-", "--type", "png", "--width", "10000", "--scale", "3"],
                                stdin: Data(#"{"fields":[\#(fields)]}"#.utf8))
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: a PNG of 30000 × "))
        #expect(result.stderr.hasSuffix(" px has more than 100 million pixels; use a smaller --scale or --width, or --page a4 (or WxH)\n"))
    }
}
