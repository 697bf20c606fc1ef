import Foundation
import CPangoCairo
import FormLayout
import FormModel

/// Draws one page of a LayoutTree on a cairo context; the same path serves PNG, PDF and SVG.
final class PagePainter {
    private let fonts: FontSystem
    private let cairo: OpaquePointer
    /// Borrowed from `fonts` for this painter's life, with the lines painters before it shaped.
    private let workspace: PaintingWorkspace
    private var layout: OpaquePointer { workspace.layout }
    /// PDF and SVG: glyphs are vectors, and a filled and stroked box is one path (`DecorationPen`).
    private let vector: Bool
    /// PDF: recurring decorations become Form XObjects.
    private let stamps: DecorationStamps?
    /// The structure elements this painter began below the document's root (tagged PDF pages):
    /// cairo makes each one child of the root, in this order.
    private(set) var structureElements = 0

    /// Draws on `cairo` with a workspace borrowed from `fonts` (a font map no other thread uses
    /// meanwhile, since one font map used by two threads at once corrupts memory): a label or value
    /// drawn before, by this painter or one before it, is not shaped again.
    init(fonts: FontSystem, cairo: OpaquePointer) {
        self.fonts = fonts
        self.cairo = cairo
        let surfaceType = cairo_surface_get_type(cairo_get_target(cairo))
        vector = surfaceType == CAIRO_SURFACE_TYPE_PDF || surfaceType == CAIRO_SURFACE_TYPE_SVG
        stamps = surfaceType == CAIRO_SURFACE_TYPE_PDF ? DecorationStamps(lender: fonts.stampRecordings) : nil
        workspace = fonts.paintingWorkspaces.take { PaintingWorkspace(fonts: fonts) }
        workspace.attach(to: cairo)
    }

    deinit {
        fonts.paintingWorkspaces.giveBack(workspace)
    }

    /// What of a page to draw: all of it, or (for a tagged PDF whose cairo cannot mark all its
    /// furniture as artifacts, `PDFFurnitureArtifacts`) the furniture cairo cannot mark, or the rest.
    enum Layer {
        case all, furniture, content
    }

    /// Draws `layer` of `page`; with `tags`, every part of it inside the structure element it
    /// belongs to and the first page opens the document's root element (which the caller closes).
    /// Returns, for each box with a form field or links (in box order), the number of elements
    /// `structureElements` counted once it is drawn: where the `Form` or `Link` elements of its
    /// annotations go among the root's children (`PDFStructure.attach`). cairo draws no element
    /// for them: an empty tag is an empty marked-content sequence on cairo 1.16, which a `Form`
    /// element may not hold beside its widget.
    @discardableResult
    func draw(_ page: Page, tags: StructureTags? = nil, layer: Layer = .all) -> [Int] {
        // A white background is no content on a PDF page: where it cannot be an artifact
        // inside the tree (`CairoBugs.forgetsTagsBeforeCoveringPaint`, `rejectsArtifactTag`),
        // a tagged page leaves it out rather than leave it outside any element.
        let artifact = CairoBugs.forgetsTagsBeforeCoveringPaint ? nil : tags?.artifactTag
        if layer != .content, tags == nil || page.background != StructureTags.pageColor || artifact != nil {
            tagged(artifact) {
                setColor(page.background)
                // Whole pixels: A4's 595.28 pt would leave the last PNG column half painted.
                cairo_rectangle(cairo, 0, 0, page.size.width.rounded(.up), page.size.height.rounded(.up))
                cairo_fill(cairo)
            }
        }
        if layer == .furniture {
            for box in page.boxes { drawFurniture(box, tags: tags) }
            return []
        }
        if tags?.firstPage == true { cairo_tag_begin(cairo, StructureTags.root, nil) }
        var places = [Int?](repeating: nil, count: page.boxes.count)
        for index in tags?.readingOrder(page.boxes) ?? Array(page.boxes.indices) {
            let box = page.boxes[index]
            draw(box, tags: tags, layer: layer)
            if tags != nil, box.field != nil || !box.links.isEmpty { places[index] = structureElements }
        }
        return places.compactMap { $0 }
    }

    private func draw(_ box: LayoutBox, tags: StructureTags?, layer: Layer) {
        if box.opacity < 1 {
            // Without text a faded box is furniture, drawn with it when that is apart.
            if layer != .content || hasText(box) { drawFaded(box, tags: tags) }
        } else {
            draw(box, textTags: tags, layer: layer)
        }
    }

    /// Begins `tag`, counting the structure elements among them (`Artifact` is marked content only).
    private func begin(_ tag: String) {
        if tag != StructureTags.artifact { structureElements += 1 }
        cairo_tag_begin(cairo, tag, nil)
    }

    private func hasText(_ box: LayoutBox) -> Bool { box.text.contains { !$0.text.isEmpty } }

    /// A faded box is one group painted at once: one element for the whole.
    private func drawFaded(_ box: LayoutBox, tags: StructureTags?) {
        cairo_push_group(cairo)
        draw(box, textTags: nil, layer: .all)
        let tag = hasText(box) ? tags?.textTag(for: box) : nil
        tagged(tags.flatMap { tag ?? $0.artifactTag }) {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, box.opacity)
        }
    }

    /// The furniture of `box` that cairo does not mark: its fill, outline and shapes and the
    /// lines it leaves untagged (or the whole box when it is faded and has no text).
    private func drawFurniture(_ box: LayoutBox, tags: StructureTags?) {
        if box.opacity < 1 {
            if !hasText(box) { drawFaded(box, tags: nil) }
            return
        }
        drawDecoration(box, tag: nil)
        for line in box.text where !line.text.isEmpty && tags?.tag(for: line, in: box) == nil { draw(line) }
    }

    private func drawDecoration(_ box: LayoutBox, tag: String?) {
        guard box.paint != nil || !box.shapes.isEmpty else { return }
        tagged(tag) {
            if let stamps { stamps.draw(box, on: cairo) } else { DecorationPen(cairo: cairo, vector: vector).draw(box.paint, box.shapes, in: box.frame) }
        }
    }

    private func draw(_ box: LayoutBox, textTags tags: StructureTags?, layer: Layer) {
        if layer != .content { drawDecoration(box, tag: tags?.artifactTag) }
        // Consecutive lines of one element (a title over two lines) are one element.
        var open: String?
        for line in box.text where !line.text.isEmpty {
            let tag = tags?.tag(for: line, in: box)
            if tag != open {
                if let open { cairo_tag_end(cairo, open) }
                if let tag { begin(tag) }
                open = tag
            }
            // The furniture between two lines still parts their elements (a comb's segments).
            if layer == .content, tag == nil { continue }
            draw(line)
            if tag != nil, line.spaceAfter { drawTakenSpace(after: line) }
        }
        if let open { cairo_tag_end(cairo, open) }
    }

    /// Draws `body` inside `tag` when there is one.
    private func tagged(_ tag: String?, _ body: () -> Void) {
        if let tag { begin(tag) }
        body()
        if let tag { cairo_tag_end(cairo, tag) }
    }

    /// A space where the break after `line` took one, past its end, in its element: it shows
    /// nothing, and the element's text keeps the words apart ("Midlertidig ansatt", not
    /// "Midlertidigansatt").
    private func drawTakenSpace(after line: TextLine) {
        var space = line
        space.text = " "
        space.spans = []
        space.underline = false
        space.origin.x += line.width
        draw(space)
    }

    private func draw(_ line: TextLine) {
        guard !line.text.isEmpty else { return }
        setColor(line.color)
        cairo_move_to(cairo, line.origin.x, line.origin.y)
        let layout: OpaquePointer
        if line.spans.isEmpty {
            layout = shapedLayout(line)
            show(layout, underline: line)
        } else {
            layout = self.layout
            pango_layout_set_font_description(layout, fonts.description(for: line.font))
            pango_layout_set_text(layout, line.text, -1)
            let attributes = Self.attributes(for: line)
            pango_layout_set_attributes(layout, attributes)
            show(layout, underline: line)
            pango_layout_set_attributes(layout, nil)
            pango_attr_list_unref(attributes)
        }
    }

    /// Draws `layout` and the underlines of `line` (the whole line, or its underlined spans) under
    /// the first baseline. The rules are drawn here, not by pango's underline attribute, because
    /// pango places and sizes that from the font's metrics differently across versions: 1.56 draws
    /// a link's underline twice as thick and 1.5 pt lower than 1.50 does.
    private func show(_ layout: OpaquePointer, underline line: TextLine) {
        pango_cairo_show_layout(cairo, layout)
        guard line.underline || line.spans.contains(where: \.underline) else { return }
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        let thickness = max(0.5, line.font.size / 16)
        let top = line.origin.y + baseline + thickness * 1.5
        if line.underline {
            cairo_rectangle(cairo, line.origin.x, top, line.width, thickness)
            cairo_fill(cairo)
        }
        for span in line.spans where span.underline {
            let (start, end) = Self.byteOffsets(of: span.range, in: line.text)
            guard start < end, let first = pango_layout_get_line_readonly(layout, 0) else { continue }
            var ranges: UnsafeMutablePointer<Int32>?, count: Int32 = 0
            pango_layout_line_get_x_ranges(first, Int32(start), Int32(end), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            setColor(span.color)
            for pair in 0..<Int(count) {
                let left = Double(ranges[2 * pair]) / Double(PANGO_SCALE), right = Double(ranges[2 * pair + 1]) / Double(PANGO_SCALE)
                cairo_rectangle(cairo, line.origin.x + left, top, right - left, thickness)
            }
            cairo_fill(cairo)
        }
    }

    /// Loads `font` into this painter's font map by measuring a letter in it, so the first line
    /// drawn in it does not wait for fontconfig and FreeType.
    func warm(_ font: FontRef) {
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_text(layout, "A", -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
    }

    /// The layout of a plain line, shaped the first time its text and font are drawn.
    private func shapedLayout(_ line: TextLine) -> OpaquePointer {
        workspace.shapedLayout(line.text, font: line.font) { fonts.description(for: line.font) }
    }

    /// The UTF-8 byte offsets in `text` of `range`, a range of UTF-16 units.
    private static func byteOffsets(of range: Range<Int>, in text: String) -> (start: Int, end: Int) {
        let utf16 = Array(text.utf16)
        func byteOffset(_ unit: Int) -> Int {
            String(decoding: utf16.prefix(max(0, min(unit, utf16.count))), as: UTF16.self).utf8.count
        }
        return (byteOffset(range.lowerBound), byteOffset(range.upperBound))
    }

    /// Colour attributes for a line's spans, at UTF-8 byte offsets (their underlines are drawn by `show`).
    private static func attributes(for line: TextLine) -> OpaquePointer {
        let list = pango_attr_list_new()!
        func channel(_ value: Double) -> UInt16 { UInt16((max(0, min(1, value)) * 65535).rounded()) }
        for span in line.spans {
            let (start, end) = byteOffsets(of: span.range, in: line.text)
            var pieces = [pango_attr_foreground_new(channel(span.color.red), channel(span.color.green), channel(span.color.blue))]
            if span.color.alpha < 1 { pieces.append(pango_attr_foreground_alpha_new(channel(span.color.alpha))) }
            for case let attribute? in pieces {
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
        }
        return list
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
