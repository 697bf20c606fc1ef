import Foundation
import Testing

@Suite("Links in PDF: one /URI annotation per link of formsetter layout, over the same rects")
struct LinkAnnotationTests {
    static let form = Paths.fixture("gigformulary/alta-socio-es.json")

    @Test("alta-socio-es.json with a link map")
    func annotationsMatchLayout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("links.json")
        try Data(#"{"condiciones del club":"https://club.example/condiciones","política de privacidad":"https://club.example/privacidad","area_socio":"https://club.example/socio"}"#.utf8).write(to: map)
        let layout = try runCLI(["layout", Self.form.path, "--width", "375"])
        #expect(layout.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any])
        let page = try #require((json["pages"] as? [[String: Any]])?.first)
        let pageHeight = try #require(page["height"] as? Double)
        let links = try #require(page["links"] as? [[String: Any]])
        // The expandable check box starts collapsed, so its description's link (area_socio) is not drawn.
        #expect(links.count == 4)

        let pdfPath = folder.appendingPathComponent("alta.pdf")
        let render = try runCLI(["render", Self.form.path, "--width", "375", "--link-map", map.path, "-o", pdfPath.path])
        #expect(render.status == 0)
        #expect(!render.stderr.contains("not clickable"))
        let pdf = String(decoding: try Data(contentsOf: pdfPath), as: UTF8.self)
        let annotations = Self.annotations(in: pdf)
        #expect(annotations.count == links.count)
        let urls = ["condiciones del club": "https://club.example/condiciones", "política de privacidad": "https://club.example/privacidad",
                    "area_socio": "https://club.example/socio"]
        for (link, annotation) in zip(links, annotations) {
            #expect(annotation.url == urls[link["target"] as? String ?? ""])
            let rects = try #require(link["rects"] as? [[String: Double]])
            #expect(annotation.quads.count == rects.count * 8)
            for (index, rect) in rects.enumerated() {
                // QuadPoints run left-top, right-top, right-bottom, left-bottom in PDF space (y up).
                let quad = Array(annotation.quads[(index * 8)..<(index * 8 + 8)])
                let expected = [rect["x"]!, pageHeight - rect["y"]!, rect["x"]! + rect["width"]!, pageHeight - rect["y"]!,
                                rect["x"]! + rect["width"]!, pageHeight - rect["y"]! - rect["height"]!, rect["x"]!, pageHeight - rect["y"]! - rect["height"]!]
                for (got, want) in zip(quad, expected) { #expect(abs(got - want) < 0.01, "\(quad) vs \(expected)") }
            }
        }
    }

    @Test("unmapped link keys stay unclickable and are listed on stderr")
    func unmapped() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdfPath = folder.appendingPathComponent("alta.pdf")
        let render = try runCLI(["render", Self.form.path, "-o", pdfPath.path])
        #expect(render.status == 0)
        #expect(render.stderr.contains(#"note: link "condiciones del club" has no URL in the link map; it is not clickable"#))
        #expect(Self.annotations(in: String(decoding: try Data(contentsOf: pdfPath), as: UTF8.self)).isEmpty)
    }

    /// The link annotations of a cairo PDF, in file order: URI and QuadPoints.
    static func annotations(in pdf: String) -> [(url: String, quads: [Double])] {
        pdf.components(separatedBy: "/Subtype /Link").dropFirst().compactMap { chunk in
            guard let quadStart = chunk.range(of: "/QuadPoints ["), let quadEnd = chunk.range(of: "]", range: quadStart.upperBound..<chunk.endIndex),
                  let uriStart = chunk.range(of: "/URI ("), let uriEnd = chunk.range(of: ")", range: uriStart.upperBound..<chunk.endIndex) else { return nil }
            let quads = chunk[quadStart.upperBound..<quadEnd.lowerBound].split(separator: " ").compactMap { Double($0) }
            return (String(chunk[uriStart.upperBound..<uriEnd.lowerBound]), quads)
        }
    }
}
