import ArgumentParser
import Formsetter
import Foundation

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time rendering forms to a paginated PDF and to PNG pages (build with -c release).",
        discussion: """
        For each input, renders an A4 PDF and PNG pages of 390x844 pt at 2x (as the benchmark kit's peers do), \
        --runs times after one warm-up, and prints the median wall time and the process's peak memory. \
        Inputs are usually the kit's generated form_N.json (Benchmarks/compare.sh makes them); see Benchmarks/README.md.
        """)

    @Argument(help: "Form JSON files to render.")
    var inputs: [String]

    @Option(help: "Timed runs per measurement, after one warm-up.")
    var runs: Int = 3

    @Option(help: "Folder for the outputs (kept for inspection).")
    var out: String = ".build/bench-out"

    @Option(help: "Forms rendered per input for the concurrency table (each an A4 PDF through the library API).")
    var parallelForms: Int = 8

    @Option(help: "Threads for the concurrency table; 0 skips it.")
    var threads: Int = 2

    func run() throws {
        try runMapped {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let formsetter = try Formsetter()
            print("| input | output | pages | median wall s | min–max s | peak RSS MiB |")
            print("|---|---|---:|---:|---|---:|")
            for input in inputs {
                let data = try readInput(input, what: "input")
                let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
                let phonePage = PageSetup.paper(size: Size(width: 390, height: 844), margin: PageSetup.defaultMargin)
                for (label, page, output) in [("PDF A4", PageSetup.a4, OutputFormat.pdf), ("PNG 390x844 @2x", phonePage, OutputFormat.png(scale: 2))] {
                    var pages = 0
                    let times = try (0...max(1, runs)).map { _ in
                        try measure {
                            let result = try formsetter.layout(data, options: Formsetter.Options(page: page))
                            let files = try formsetter.render(result, as: output)
                            pages = output == .pdf ? result.tree.pages.count : files.count
                            for (index, file) in files.enumerated() {
                                _ = FileManager.default.createFile(atPath: "\(out)/\(name)-\(index + 1).\(output.type.rawValue)", contents: file)
                            }
                        }
                    }.dropFirst().sorted()
                    print("| \(name) | \(label) | \(pages) | \(format(times[times.count / 2])) | \(format(times.first!))–\(format(times.last!)) | \(peakMiB()) |")
                }
            }
            if threads > 0 { try concurrencyTable(formsetter) }
        }
    }

    /// The same `parallelForms` renders on one thread and spread over `threads` threads that
    /// share one `Formsetter`: the library's calls run in parallel, with no lock between them.
    private func concurrencyTable(_ formsetter: Formsetter) throws {
        print("")
        print("| input | forms | 1 thread s | \(threads) threads s | speed-up |")
        print("|---|---:|---:|---:|---:|")
        for input in inputs {
            let data = try readInput(input, what: "input")
            let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            let renderOne = { @Sendable () throws -> Void in
                let result = try formsetter.layout(data, options: Formsetter.Options(page: .a4))
                _ = try formsetter.render(result, as: .pdf)
            }
            let serial = try (0...max(1, runs)).map { _ in
                try measure { for _ in 0..<parallelForms { try renderOne() } }
            }.dropFirst().sorted()
            let parallel = try (0...max(1, runs)).map { _ in
                try measure { try Self.spread(parallelForms, over: threads, renderOne) }
            }.dropFirst().sorted()
            let (one, many) = (serial[serial.count / 2], parallel[parallel.count / 2])
            print("| \(name) | \(parallelForms) | \(format(one)) | \(format(many)) | \(String(format: "%.2f", one / many))× |")
        }
    }

    /// Runs `count` jobs on `threads` threads of their own, thread `t` taking jobs t, t + threads, …
    /// (the jobs are alike, so an even split is a fair one).
    private static func spread(_ count: Int, over threads: Int, _ job: @escaping @Sendable () throws -> Void) throws {
        let failures = FailureBox()
        let group = DispatchGroup()
        for first in 0..<threads {
            group.enter()
            Thread {
                for _ in stride(from: first, to: count, by: threads) {
                    do { try job() } catch { failures.record(error) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        if let error = failures.first { throw error }
    }

    private func measure(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// Peak resident memory of this process so far.
    private func peakMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss / 1024)
    }
}

/// The first error a bench thread met.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: Error?
    func record(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if first == nil { first = error }
    }
}
