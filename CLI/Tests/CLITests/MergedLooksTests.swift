import Foundation
import TestSupport
import Testing

@Suite("--merge of forms in different looks: one page per page in any order, tagged only when every look is paper")
struct MergedLooksTests {
    static let looks = ["hyperoslo", "gigformulary", "formworks", "swiftformbuilder", "paper"]

    /// A one-page native form drawn in `look` by default.
    static func form(_ look: String) -> String {
        #"{ "format": "formsetter", "version": 1, "defaultSkin": "\#(look)", "groups": [ { "id": "g", "title": "In \#(look)", "sections": [ { "id": "s", "cells": [ { "id": "name", "kind": "text", "label": "Name" } ] } ] } ] }"#
    }

    /// Every ordered pair of two different looks, both paper, and all five in a row.
    static let orders: [[String]] = looks.flatMap { first in looks.filter { $0 != first }.map { [first, $0] } }
        + [["paper", "paper"], looks, looks.reversed()]

    @Test("each order: the merged PDF has a page per form and is qpdf-clean; tagged (StructTreeRoot) exactly when every form is paper, else a note says why not", arguments: orders)
    func merge(_ order: [String]) throws {
        try withTemporaryFolder { folder in
            let forms = folder.appendingPathComponent("forms"), merged = folder.appendingPathComponent("all.pdf")
            for (index, look) in order.enumerated() { _ = try forms.writing(Self.form(look), to: "\(index)-\(look).json") }
            let run = try runCLI(["render", forms.path, "--merge", merged.path])
            #expect(run.status == 0, "\(run.stderr)")
            try QPDF.expectClean(merged, order.joined(separator: "+"))
            #expect(try runTool("/usr/bin/qpdf", ["--show-npages", merged.path]) == "\(order.count)\n")
            let objects = try runTool("/usr/bin/qpdf", ["--qdf", "--object-streams=disable", merged.path, "-"])
            let allPaper = order.allSatisfy { $0 == "paper" }
            #expect(objects.contains("/StructTreeRoot") == allPaper)
            let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("note: the merged PDF mixes") }
            if let paper = order.firstIndex(of: "paper"), let other = order.firstIndex(where: { $0 != "paper" }) {
                // Each kind named by its first form.
                #expect(lines == ["note: the merged PDF mixes the paper look (\(forms.path)/\(paper)-paper.json) with looks that have no structure tags (\(forms.path)/\(other)-\(order[other]).json), so it is not tagged for screen readers; merge the paper forms into a file of their own to keep their tags"])
            } else {
                #expect(lines.isEmpty, "\(run.stderr)")
            }
        }
    }
}
