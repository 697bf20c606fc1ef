import Foundation
import TestSupport
import Testing

/// Inputs and outputs that are not files: bounded reads, and write failures worded (issue #24's
/// rows for standard input and standard output).
@Suite("Bounds at the process's edges: standard input read to a limit, standard output failures are exit 73")
struct BoundsTests {
    @Test("standard input larger than 32 MiB is refused after 32 MiB + 1 byte, exit 65")
    func boundedStandardInput() throws {
        let run = try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "yes | \"$0\" render - -o - --type pdf", Paths.cli.path])
        #expect(run.status == 65)
        #expect(run.stderr == "error: standard input (the input) is larger than 32 MiB; at most 33554432 bytes are read\n")
    }

    @Test("standard output on /dev/full, closed, or read by a reader that leaves: exit 73 with the system's reason")
    func standardOutputFailures() throws {
        try withTemporaryFolder { folder in
            // A form whose SVG (megabytes) is far larger than a pipe's buffer and head's read.
            let fields = (0..<400).map { #"{"key":"f\#($0)","type":"text","label":"Field \#($0)"}"# }.joined(separator: ",")
            let form = try folder.writing(#"{"fields":[\#(fields)]}"#, to: "long.json").path
            for (command, reason) in [("\"$0\" layout \"$1\" > /dev/full", "No space left on device"),
                                      ("\"$0\" layout \"$1\" >&-", "Bad file descriptor"),
                                      ("\"$0\" render \"$1\" -o - --type svg | head -c 1 > /dev/null; exit ${PIPESTATUS[0]}", "Broken pipe")] {
                let run = try runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", command, Paths.cli.path, form])
                #expect(run.status == 73, "\(command): \(run.stderr)")
                #expect(run.stderr.hasSuffix("error: cannot write standard output: \(reason)\n"), "\(command): \(run.stderr)")
            }
        }
    }
}
