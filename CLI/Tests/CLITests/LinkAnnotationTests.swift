import Foundation
import TestSupport
import Testing

@Suite("Links in PDF: one /URI annotation per link of formsetter layout, over the same rects")
struct LinkAnnotationTests {
    static let form = Paths.fixture("gigformulary/alta-socio-es.json")

    @Test("alta-socio-es.json with a link map")
    func annotationsMatchLayout() throws {
        try withTemporaryFolder { folder in
            let map = try folder.writing(#"{"condiciones del club":"https://club.example/condiciones","política de privacidad":"https://club.example/privacidad","area_socio":"https://club.example/socio"}"#, to: "links.json")
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
            try QPDF.expectClean(pdfPath, "alta-socio-es.pdf")
            let annotations = try Self.annotations(in: pdfPath)
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
    }

    @Test("unmapped link keys stay unclickable and are listed on stderr")
    func unmapped() throws {
        try withTemporaryFolder { folder in
            let pdfPath = folder.appendingPathComponent("alta.pdf")
            let render = try runCLI(["render", Self.form.path, "-o", pdfPath.path])
            #expect(render.status == 0)
            #expect(render.stderr.contains(#"note: link "condiciones del club" has no URL in the link map; it is not clickable"#))
            #expect(try Self.annotations(in: pdfPath).isEmpty)
        }
    }

    @Test("only http, https, mailto and tel become /URI actions; other schemes are plain text with a warning at the link's path")
    func schemePolicy() throws {
        let targets = ["https://a.example/x", "http://b.example", "mailto:club@example.com", "tel:+34911234567",
                       "javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi", "ftp://c.example"]
        let links = targets.enumerated().map { #"{ "start": \#($0.offset * 3), "end": \#($0.offset * 3 + 2), "target": "\#($0.element)" }"# }
        let form = #"{ "format": "formsetter", "version": 1, "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [ { "id": "c", "kind": "label", "label": { "text": "aa bb cc dd ee ff gg hh", "links": [ \#(links.joined(separator: ", ")) ] } } ] } ] } ] }"#
        try withTemporaryFolder { folder in
            let pdfPath = folder.appendingPathComponent("links.pdf")
            let run = try runCLI(["render", "-", "--type", "pdf", "-o", pdfPath.path], stdin: Data(form.utf8))
            #expect(run.status == 0)
            try QPDF.expectClean(pdfPath, "links.pdf")
            #expect(try Self.annotations(in: pdfPath).map(\.url) == Array(targets.prefix(4)))
            for (index, scheme) in [(4, "javascript"), (5, "file"), (6, "data"), (7, "ftp")] {
                #expect(run.stderr.contains("warning: groups[0].sections[0].cells[0].label.links[\(index)]: link target \"\(targets[index])\" uses the \(scheme): scheme"), "\(run.stderr)")
            }
            let titled = #"{ "format": "formsetter", "version": 1, "groups": [ { "id": "g", "title": { "text": "See here", "links": [ { "start": 4, "end": 8, "target": "javascript:x()" } ] }, "sections": [ { "id": "s", "cells": [ { "id": "c", "kind": "text", "label": "A" } ] } ] } ] }"#
            let titledRun = try runCLI(["layout", "-", "--skin", "paper"], stdin: Data(titled.utf8))
            #expect(titledRun.stderr.contains(#"warning: groups[0].title.links[0]: link target "javascript:x()" uses the javascript: scheme"#))
            let layout = try runCLI(["layout", "-"], stdin: Data(form.utf8))
            let json = try #require(try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any])
            let pageLinks = try #require((json["pages"] as? [[String: Any]])?.first?["links"] as? [[String: Any]])
            #expect(pageLinks.compactMap { $0["target"] as? String } == Array(targets.prefix(4)))
        }
    }

    @Test("a link map sending a key to javascript: is warned about and not made clickable")
    func mappedSchemePolicy() throws {
        try withTemporaryFolder { folder in
            let map = try folder.writing(#"{"condiciones del club":"javascript:alert(1)"}"#, to: "links.json")
            let pdfPath = folder.appendingPathComponent("alta.pdf")
            let render = try runCLI(["render", Self.form.path, "--link-map", map.path, "-o", pdfPath.path])
            #expect(render.status == 0)
            #expect(render.stderr.contains(#"warning: link map.condiciones del club: "javascript:alert(1)" is not an http, https, mailto or tel URL; the link is not clickable"#))
            #expect(try Self.annotations(in: pdfPath).isEmpty)
            try QPDF.expectClean(pdfPath, "alta.pdf")
        }
    }

    /// The link annotations of every page, in page and /Annots order: URI and QuadPoints.
    static func annotations(in pdf: URL) throws -> [(url: String, quads: [Double])] {
        let objects = try PDFObjects(pdf)
        return objects.pages.indices.flatMap { objects.annotations(page: $0) }.filter { $0["/Subtype"] as? String == "/Link" }.map { annotation in
            let action = objects.dictionary(annotation["/A"])
            return (PDFObjects.text(action["/URI"]) ?? "", objects.array(annotation["/QuadPoints"]).compactMap { ($0 as? NSNumber)?.doubleValue })
        }
    }
}
