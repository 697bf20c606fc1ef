import Formsetter
import FormRead
import Foundation
import TestSupport
import Testing

@Suite("ICU, libqpdf, libqrencode and the reader's libraries are opened when first needed, not at start")
struct LibraryLoadingTests {
    /// The libraries the dynamic loader opened while `formsetter` ran `arguments` (glibc's LD_DEBUG=libs).
    private func librariesOpened(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let run = try runCLI(arguments, environment: environment)
        #expect(run.status == 0)
        return run.stderr.split(separator: "\n").filter { $0.contains("calling init:") }.joined(separator: "\n")
    }

    @Test("a render with no pattern never loads ICU; a format validator loads it and is checked")
    func icuLoadsOnDemand() throws {
        try withTemporaryFolder { folder in
            let plain = folder.appendingPathComponent("plain.json"), patterned = folder.appendingPathComponent("patterned.json")
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8).write(to: plain)
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text","value":"abc","validations":{"format":"^[0-9]+$"}}]}]}]"#.utf8).write(to: patterned)
            let plainRun = try librariesOpened(["layout", plain.path])
            #expect(plainRun.contains("libcairo.so"))
            #expect(!plainRun.contains("libicu"))
            let patternedRun = try librariesOpened(["layout", patterned.path])
            #expect(patternedRun.contains("libicui18n.so"))
            #expect(patternedRun.contains("libicuuc.so"))
        }
    }

    @Test("a PNG or SVG render never loads libqpdf (nor gnutls); a PDF render loads it and finishes the file")
    func qpdfLoadsForPDFsOnly() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("form.json")
            try Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8).write(to: form)
            for type in ["png", "svg"] {
                let libraries = try librariesOpened(["render", form.path, "-o", folder.appendingPathComponent("out.\(type)").path])
                #expect(libraries.contains("libcairo.so"))
                #expect(!libraries.contains("libqpdf"))
                #expect(!libraries.contains("libgnutls"))
            }
            let pdf = folder.appendingPathComponent("out.pdf")
            // By the soname of the headers built against (libqpdf.so.29 on Debian 12, .30 on 13), never
            // the unversioned libqpdf.so that only libqpdf-dev installs.
            let opened = try librariesOpened(["render", form.path, "-o", pdf.path]).split(separator: "\n").filter { $0.contains("libqpdf") }
            #expect(opened.count == 1)
            #expect(opened.first?.hasSuffix("/" + LibraryVersions.qpdfSoname) == true, "\(opened)")
            try QPDF.expectClean(pdf, "the PDF finished by the loaded libqpdf")
        }
    }

    @Test("where libqpdf's runtime library cannot be loaded, a PDF render fails with exit 70 and names the package that provides it")
    func missingQPDFNamesItsPackage() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#, to: "form.json")
            // A file of the soname that is no library: the loader finds it first and refuses it,
            // as it refuses a missing or broken libqpdf on a user's machine.
            let libraries = folder.appendingPathComponent("lib")
            try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
            try Data().write(to: libraries.appendingPathComponent(LibraryVersions.qpdfSoname))
            var environment = ProcessInfo.processInfo.environment
            environment["LD_LIBRARY_PATH"] = libraries.path + (environment["LD_LIBRARY_PATH"].map { ":" + $0 } ?? "")
            let pdf = folder.appendingPathComponent("out.pdf")
            let run = try runCLI(["render", form.path, "-o", pdf.path], environment: environment)
            #expect(run.status == 70)
            let package = LibraryVersions.qpdfSoname == "libqpdf.so.29"
                ? "qpdf 11's runtime library, package libqpdf29 (Debian 12), libqpdf29t64 (Ubuntu 24.04)"
                : "qpdf 12's runtime library, package libqpdf30 (Debian 13)"
            #expect(run.stderr.contains("libqpdf cannot be loaded: \(libraries.path)/\(LibraryVersions.qpdfSoname): file too short; PDFs need \(package)"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: pdf.path))
        }
    }

    @Test("libqrencode is opened for paper pages with marks only, by its soname")
    func qrencodeLoadsForMarkedPaperOnly() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#, to: "form.json")
            let png = folder.appendingPathComponent("out.png").path
            #expect(!(try librariesOpened(["render", form.path, "-o", png])).contains("libqrencode"))
            #expect(!(try librariesOpened(["render", form.path, "--skin", "paper", "--page", "a4", "--no-marks", "-o", png])).contains("libqrencode"))
            let opened = try librariesOpened(["render", form.path, "--skin", "paper", "--page", "a4", "-o", png]).split(separator: "\n").filter { $0.contains("libqrencode") }
            #expect(opened.count == 1)
            #expect(opened.first?.hasSuffix("/libqrencode.so.4") == true, "\(opened)")
        }
    }

    @Test("poppler-glib (whose libpoppler brings curl, gnutls and NSS on Debian 13) is opened by read for a PDF scan only, by its soname")
    func popplerLoadsForPDFScansOnly() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"check"}]}]}]"#, to: "form.json")
            let pdf = folder.appendingPathComponent("blank.pdf").path
            let rendered = try librariesOpened(["render", form.path, "--skin", "paper", "--page", "a4", "--blank", "-o", pdf])
            #expect(!rendered.contains("libpoppler"))
            let opened = try librariesOpened(["read", pdf, "--form", form.path, "--page", "a4", "--blank", "-o", folder.appendingPathComponent("values.json").path])
                .split(separator: "\n").filter { $0.contains("libpoppler-glib") }
            #expect(opened.count == 1)
            #expect(opened.first?.hasSuffix("/libpoppler-glib.so.8") == true, "\(opened)")
        }
    }

    @Test("where libqrencode cannot be loaded, a paper render with marks fails (70) naming libqrencode4 and --no-marks, writing nothing")
    func missingQRencodeNamesItsPackage() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#, to: "form.json")
            let libraries = folder.appendingPathComponent("lib")
            try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
            try Data().write(to: libraries.appendingPathComponent("libqrencode.so.4"))
            var environment = ProcessInfo.processInfo.environment
            environment["LD_LIBRARY_PATH"] = libraries.path + (environment["LD_LIBRARY_PATH"].map { ":" + $0 } ?? "")
            let pdf = folder.appendingPathComponent("out.pdf")
            let run = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "-o", pdf.path], environment: environment)
            #expect(run.status == 70)
            #expect(run.stderr.contains("paper pages with marks need libqrencode (libqrencode.so.4) to draw their QR code, and it cannot be loaded: \(libraries.path)/libqrencode.so.4: file too short; install the Debian package libqrencode4, or print without marks (--no-marks)"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: pdf.path))
            let plain = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--no-marks", "-o", pdf.path], environment: environment)
            #expect(plain.status == 0, "\(plain.stderr)")
        }
    }

    @Test("--version and PDF and PNG renders never load Leptonica or ZBar (nor the ~20 libraries they need); a read opens both, by their sonames, and reads")
    func readerLibrariesLoadForReadOnly() throws {
        try withTemporaryFolder { folder in
            for arguments in [["--version"],
                              ["render", ReadScansTests.ansatt.path, "--page", "a4", "-o", folder.appendingPathComponent("form.pdf").path],
                              ["render", ReadScansTests.ansatt.path, "--page", "a4", "-o", folder.appendingPathComponent("form.png").path]] {
                let libraries = try librariesOpened(arguments)
                #expect(libraries.contains("libcairo.so"), "\(arguments)")
                #expect(!libraries.contains("liblept"), "\(arguments)")
                #expect(!libraries.contains("libzbar"), "\(arguments)")
            }
            let pages = try ReadScansTests.blankPages(ReadScansTests.ansatt, in: folder)
            let values = folder.appendingPathComponent("values.json")
            let opened = try librariesOpened(["read"] + pages.map(\.path) + ["--form", ReadScansTests.ansatt.path, "--blank", "-o", values.path])
                .split(separator: "\n").filter { $0.contains("liblept") || $0.contains("libzbar") }.map { $0.split(separator: "/").last.map(String.init) ?? "" }
            #expect(opened == [ReaderLibraries.leptonicaSoname, ReaderLibraries.zbarSoname])
            let read = try JSONSerialization.jsonObject(with: Data(contentsOf: values)) as? [String: Any]
            #expect(read?["fornavn"] as? String == "", "\(String(describing: read))")
        }
    }

    @Test("where Leptonica cannot be loaded, read refuses each scan (65) naming the library and the packages; a render is not touched")
    func missingLeptonicaNamesItsPackage() throws {
        try withTemporaryFolder { folder in
            let pages = try ReadScansTests.blankPages(ReadScansTests.ansatt, in: folder)
            let libraries = folder.appendingPathComponent("lib")
            try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
            try Data().write(to: libraries.appendingPathComponent(ReaderLibraries.leptonicaSoname))
            var environment = ProcessInfo.processInfo.environment
            environment["LD_LIBRARY_PATH"] = libraries.path + (environment["LD_LIBRARY_PATH"].map { ":" + $0 } ?? "")
            let values = folder.appendingPathComponent("values.json")
            let run = try runCLI(["read"] + pages.map(\.path) + ["--form", ReadScansTests.ansatt.path, "--blank", "-o", values.path], environment: environment)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(run.stderr.contains("reading scans needs Leptonica (\(ReaderLibraries.leptonicaSoname) or "), "\(run.stderr)")
            #expect(run.stderr.contains("which cannot be loaded (\(libraries.path)/\(ReaderLibraries.leptonicaSoname): file too short); install the Debian package liblept5 (Debian 12) or libleptonica6 (Debian 13)"), "\(run.stderr)")
            let render = try runCLI(["render", ReadScansTests.ansatt.path, "--page", "a4", "-o", folder.appendingPathComponent("form.pdf").path], environment: environment)
            #expect(render.status == 0, "\(render.stderr)")
        }
    }
}
