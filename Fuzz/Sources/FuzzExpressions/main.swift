import Foundation
import FuzzHarness

/// One input: its first line a hyperoslo formula, the rest a target condition, evaluated as the
/// app does when the form opens, then laid out.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.expressions(bytes, count)
}

exit(FuzzHarness.run(testOneInput))
