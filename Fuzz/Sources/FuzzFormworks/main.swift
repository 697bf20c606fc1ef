import Foundation
import FuzzHarness

/// One input: decoded as a Formworks form and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.form(bytes, count, as: .formworks)
}

exit(FuzzHarness.run(testOneInput))
