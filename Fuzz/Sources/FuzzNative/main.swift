import Foundation
import FuzzHarness

/// One input: decoded as a Native form and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.form(bytes, count, as: .native)
}

exit(FuzzHarness.run(testOneInput))
