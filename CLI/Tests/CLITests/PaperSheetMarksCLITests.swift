import Formsetter
import Foundation
import TestSupport
import Testing

/// The registration marks and the QR code of paper pages, read back the way a scanner's image
/// is: rasterised at 300 dpi by poppler, the code decoded by zbar, the marks measured on the pixels.
@Suite("Paper pages with marks: the code decodes to its payload, the marks are where PaperSheetMarks says")
struct PaperSheetMarksCLITests {
    static let ansatt = Paths.root.appendingPathComponent("Examples/forms/ansatt-nb.json")
    static let native = Paths.root.appendingPathComponent("Examples/forms/native-example.json")
    static let dpi = 300.0

    static func tool(_ name: String, _ arguments: [String]) throws -> CommandResult {
        try runProgram(URL(fileURLWithPath: "/usr/bin/" + name), arguments)
    }

    /// The first page of `pdf` at 300 dpi: a PNG for zbar and a grey PGM for measuring.
    static func raster(_ pdf: URL, page: Int = 1) throws -> (png: URL, grey: GreyImage) {
        let base = pdf.deletingPathExtension().path + "-\(page)"
        let png = try tool("pdftoppm", ["-r", "300", "-f", "\(page)", "-l", "\(page)", "-singlefile", "-png", pdf.path, base])
        #expect(png.status == 0, "\(png.stderr)")
        let pgm = try tool("pdftoppm", ["-r", "300", "-f", "\(page)", "-l", "\(page)", "-singlefile", "-gray", pdf.path, base])
        #expect(pgm.status == 0, "\(pgm.stderr)")
        return (URL(fileURLWithPath: base + ".png"), try GreyImage(pgm: Data(contentsOf: URL(fileURLWithPath: base + ".pgm"))))
    }

    static func decode(_ png: URL) throws -> String {
        let run = try tool("zbarimg", ["--raw", "-q", png.path])
        #expect(run.status == 0, "zbarimg: \(run.stderr)")
        return run.output.trimmingCharacters(in: .newlines)
    }

    /// The page codes `formsetter layout` reports: the tree is laid out as the PDF is drawn.
    static func layoutCodes(_ arguments: [String]) throws -> [String] {
        let run = try runCLI(["layout"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return (json["pages"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    @Test("a paper page at 300 dpi: zbar reads the exact payload, and each mark's centre is within 0.2 mm of markCentres")
    func codeAndMarksReadBack() throws {
        try withTemporaryFolder { folder in
            let pdf = folder.appendingPathComponent("ansatt.pdf")
            let arguments = [Self.ansatt.path, "--skin", "paper", "--page", "a4"]
            let run = try runCLI(["render"] + arguments + ["-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            try QPDF.expectClean(pdf, "ansatt.pdf")
            let codes = try Self.layoutCodes(arguments)
            #expect(codes.count == 2)
            let first = try #require(PaperPageCode(payload: codes[0]))
            #expect(first.page == 1 && first.count == 2 && first.recordLine == nil)
            #expect(codes[1] == "FS1:\(first.layoutHash):2:2")
            let (png, grey) = try Self.raster(pdf)
            #expect(try Self.decode(png) == codes[0])
            let page = Size(width: 595.28, height: 841.89)
            for (index, expected) in PaperSheetMarks.markCentres(page: page).enumerated() {
                let measured = try #require(grey.darkCentroid(around: expected, radius: 3.5 * 72 / 25.4, dpi: Self.dpi))
                let error = hypot(measured.x - expected.x, measured.y - expected.y) * 25.4 / 72
                #expect(error < 0.2, "mark \(index): measured \(measured), expected \(expected), \(error) mm off")
            }
            // The code's square on the raster: its finder patterns' outer corners are the frame's.
            let frame = PaperSheetMarks.codeFrame(page: page)
            let code = try #require(grey.darkBounds(in: Rect(x: frame.x - 4, y: frame.y - 4, width: frame.width + 8, height: frame.height + 8), dpi: Self.dpi))
            #expect(abs(code.x - frame.x) < 0.6 && abs(code.y - frame.y) < 0.6 && abs(code.maxX - frame.maxX) < 0.6 && abs(code.maxY - frame.maxY) < 0.6, "\(code) vs \(frame)")
        }
    }

    @Test("a print run's page carries its record's line and name; the whole name is printed beside the code")
    func printRunRecord() throws {
        try withTemporaryFolder { folder in
            let csv = try folder.writing("fornavn,etternavn\nKari,Nordmann-Åsheim\nOla,Sørensen\n", to: "people.csv")
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", Self.ansatt.path, "--skin", "paper", "--page", "a4", "--records", csv.path, "--name-field", "etternavn", "-o", out.path, "-q"])
            #expect(run.status == 0, "\(run.stderr)")
            let second = out.appendingPathComponent("Sørensen.pdf")
            try QPDF.expectClean(second, "Sørensen.pdf")
            let payload = try Self.decode(try Self.raster(second).png)
            let code = try #require(PaperPageCode(payload: payload))
            #expect(code.page == 1 && code.recordLine == 3 && code.recordName == "Sørensen")
            // "Nordmann-Åsheim" is 16 UTF-8 bytes and fits whole.
            let first = out.appendingPathComponent("Nordmann-Åsheim.pdf")
            let firstCode = try #require(PaperPageCode(payload: try Self.decode(try Self.raster(first).png)))
            #expect(firstCode.recordLine == 2 && firstCode.recordName == "Nordmann-Åsheim")
            let text = try Self.tool("pdftotext", ["-f", "1", "-l", "1", second.path, "-"]).output
            #expect(text.contains("#3 Sørensen"))
            // The words are furniture: not in the structure tree.
            let tree = try Self.tool("pdfinfo", ["-struct-text", second.path]).output
            #expect(!tree.contains("Sørensen\"") || !tree.contains("#3"))
            #expect(!tree.contains("#3"))
        }
    }

    @Test("tagged PDF: the marks and the code are artifacts, the structure tree is the same as without them")
    func marksAreArtifacts() throws {
        try withTemporaryFolder { folder in
            var counts: [Bool: [String: Int]] = [:]
            var trees: [Bool: String] = [:]
            for marks in [true, false] {
                let pdf = folder.appendingPathComponent(marks ? "marks.pdf" : "plain.pdf")
                let run = try runCLI(["render", Self.native.path, "--skin", "paper", "--page", "a4", "-o", pdf.path] + (marks ? [] : ["--no-marks"]))
                #expect(run.status == 0, "\(run.stderr)")
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                let scan = try runPDFEngines(AccessibleStructureTests.markedContentScan, [pdf.path])
                #expect(scan.status == 0, "\(scan.errors)")
                counts[marks] = try JSONDecoder().decode([String: Int].self, from: Data(scan.output.utf8))
                trees[marks] = try Self.tool("pdfinfo", ["-struct-text", pdf.path]).output
            }
            let marked = try #require(counts[true]), plain = try #require(counts[false])
            #expect(marked["unmarked"] == 0, "\(marked)")
            #expect(marked["tagged"] == plain["tagged"], "\(marked) vs \(plain)")
            // The four marks' rings and cores and the code: more artifact paints, no more text.
            #expect(marked["artifact", default: 0] > plain["artifact", default: 0], "\(marked) vs \(plain)")
            #expect(marked["artifactText"] == plain["artifactText"], "\(marked) vs \(plain)")
            #expect(trees[true] == trees[false])
        }
    }

    @Test("--margin inside the marks is refused (64) naming the least margin and --no-marks; --no-marks takes it")
    func marginInsideMarks() throws {
        let refused = try runCLI(["render", Self.native.path, "--skin", "paper", "--page", "a4", "--margin", "10mm", "-o", "-", "--type", "pdf"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--margin 10.0 mm is inside the paper look's registration marks"))
        #expect(refused.stderr.contains("12mm") && refused.stderr.contains("--no-marks"))
        #expect(refused.stdout.isEmpty)
        let plain = try runCLI(["layout", Self.native.path, "--skin", "paper", "--page", "a4", "--margin", "10mm", "--no-marks"])
        #expect(plain.status == 0, "\(plain.stderr)")
        // Another look has no marks: its margin is taken as given.
        #expect(try runCLI(["layout", Self.native.path, "--page", "a4", "--margin", "10mm"]).status == 0)
    }

    @Test("--no-marks: no code, no marks, the 18-pt margin and 20-pt footer band of before")
    func noMarks() throws {
        let run = try runCLI(["layout", Self.native.path, "--skin", "paper", "--page", "a4", "--no-marks"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let pages = try #require(json["pages"] as? [[String: Any]])
        #expect(pages.allSatisfy { $0["code"] == nil })
        let ids = pages.flatMap { ($0["boxes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(!ids.contains { PaperSheetMarks.boxIDs.contains($0) })
        let header = try #require(pages[0]["boxes"] as? [[String: Any]]).first { $0["id"] as? String == "page-header" }
        #expect((header?["frame"] as? [String: Double])?["x"] == 18)
        #expect((header?["frame"] as? [String: Double])?["y"] == 18)
    }
}

/// An 8-bit grey raster (a binary PGM, as `pdftoppm -gray` writes).
struct GreyImage {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    init(pgm data: Data) throws {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while index < bytes.count, bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 9 { index += 1 }
            var field = ""
            while index < bytes.count, !(bytes[index] == 32 || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 9) {
                field.append(Character(UnicodeScalar(bytes[index]))); index += 1
            }
            fields.append(field)
        }
        index += 1
        guard fields[0] == "P5", let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255", bytes.count - index == width * height else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.width = width; self.height = height; pixels = Array(bytes[index...])
    }

    /// The pixels of `rect` (points) at `dpi` darker than mid grey, weighted by darkness.
    private func dark(in rect: Rect, dpi: Double, _ body: (Double, Double, Double) -> Void) {
        let scale = dpi / 72
        let x0 = max(0, Int((rect.x * scale).rounded(.down))), x1 = min(width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.y * scale).rounded(.down))), y1 = min(height, Int((rect.maxY * scale).rounded(.up)))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let value = Double(pixels[y * width + x])
                if value < 128 { body((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale, (255 - value) / 255) }
            }
        }
    }

    /// The darkness-weighted centre (points) of the ink within `radius` points of `centre` on both axes.
    func darkCentroid(around centre: Point, radius: Double, dpi: Double) -> Point? {
        var (sx, sy, sw) = (0.0, 0.0, 0.0)
        dark(in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius), dpi: dpi) { x, y, w in
            sx += x * w; sy += y * w; sw += w
        }
        return sw > 0 ? Point(x: sx / sw, y: sy / sw) : nil
    }

    /// The bounds (points) of the ink in `rect`, to the pixel's edge.
    func darkBounds(in rect: Rect, dpi: Double) -> Rect? {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        let half = 0.5 * 72 / dpi
        dark(in: rect, dpi: dpi) { x, y, _ in
            minX = min(minX, x - half); minY = min(minY, y - half); maxX = max(maxX, x + half); maxY = max(maxY, y + half)
        }
        return minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
