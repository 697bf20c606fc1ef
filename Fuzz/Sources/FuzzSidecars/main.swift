import Foundation
import FuzzHarness

/// One input: used as the values and then the errors file of fixed forms.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.sidecars(bytes, count)
}

exit(FuzzHarness.run(testOneInput))
