// A host process as a user's program or test target is one: it links Formsetter,
// FormSnapshot and FormsetterReader like any package that depends on them, sets its own locale the way an app does
// (`setlocale(LC_ALL, "")` with LC_ALL in the environment), then renders a form to PDF on
// standard output. `GuestTests` runs it to check that the library stays a guest: same bytes in
// any locale, and (with `nm`) no definition of another library's symbols.
//
//   GuestHost FORM.json [--page a4]
import Foundation
import FormRead
import FormSnapshot
import Formsetter

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: GuestHost FORM.json [--page a4]\n".utf8))
    exit(64)
}
let locale = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "unavailable"
FileHandle.standardError.write(Data("locale: \(locale)\n".utf8))
do {
    let formsetter = try Formsetter()
    var options = Formsetter.Options()
    if arguments.contains("--page") { options.page = .a4 }
    let result = try formsetter.layout(try Data(contentsOf: URL(fileURLWithPath: arguments[1])), options: options)
    let pdf = try formsetter.render(result, as: .pdf)[0]
    FileHandle.standardOutput.write(pdf)
    // Referenced so the snapshot library and the scan reader are linked in, as in a user's program.
    _ = ImageTolerance.strict
    _ = TickRule.decide(coverage: 0)
} catch {
    FileHandle.standardError.write(Data("GuestHost: \(error)\n".utf8))
    exit(70)
}
