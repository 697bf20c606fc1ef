import FormFormats
import FormLayout
import FormModel
import Foundation

/// Text a style's colour tokens leave below WCAG 2.2 AA contrast, in one look and palette.
public struct TokenContrastFinding: Sendable, Hashable {
    /// The look (`hyperoslo`, `paper`, …) and its palette.
    public var look: String
    public var palette: String
    public var finding: ContrastFinding
    /// The colour tokens whose value is the text's or the background's colour.
    public var tokens: [String]

    /// `formworks (dark): cell email, "Placeholder": #8E8E93 on #FFFFFF is 3.3:1, AA asks 4.5:1 (color.placeholder)`.
    public var description: String {
        let cell = finding.cell.map { "cell \($0), " } ?? ""
        return "\(look) (\(palette)): \(cell)\"\(finding.text)\": \(finding.color.hexString) on \(finding.background.hexString) is "
            + "\(TokenContrast.ratioText(finding.ratio)), AA asks \(TokenContrast.ratioText(finding.required)) (\(tokens.joined(separator: ", ")))"
    }
}

/// Which text the colour tokens of a style put below WCAG 2.2 AA contrast: `formsetter tokens
/// check`, and a warning in every render with a style. A pair that the look draws the same
/// without the style is the look's own design (iOS's grey placeholders among them) and is not
/// reported; nor is one whose colours are no colour token's.
public enum TokenContrast {
    /// A form with a field of every kind whose text the looks colour: title, label, value,
    /// placeholder, option, date, toggle, error and button.
    public static let probeForm = #"""
    { "format": "formsetter", "version": 1, "title": "Contrast", "groups": [ { "id": "group", "title": "A group", "sections": [ { "id": "section", "cells": [
      { "id": "text", "kind": "text", "label": "A label", "value": { "text": "A value" } },
      { "id": "placeholder", "kind": "text", "label": "Empty", "placeholder": "A placeholder" },
      { "id": "choice", "kind": "select", "label": "A choice", "options": ["One", "Two"], "value": { "option": 0 } },
      { "id": "segment", "kind": "segment", "label": "Segments", "options": ["One", "Two"], "value": { "option": 1 } },
      { "id": "date", "kind": "date", "label": "A date", "value": { "text": "2026-11-01" } },
      { "id": "toggle", "kind": "toggle", "label": "A toggle", "value": { "toggle": true } },
      { "id": "invalid", "kind": "text", "label": "Invalid", "value": { "text": "x" }, "state": { "invalid": true, "error": "An error message" } },
      { "id": "button", "kind": "button", "label": "Send" }
    ] } ] } ] }
    """#

    /// The colour tokens of `style` whose colour is `finding`'s text or background colour.
    public static func tokens(of finding: ContrastFinding, in style: StyleSheet) -> [String] {
        style.tokens.compactMap { token in
            guard case let .color(color) = token.value else { return nil }
            let painted = [color.painted(over: finding.background), color.painted(over: .white)].map(\.hexString)
            return painted.contains(finding.color.hexString) || painted.contains(finding.background.hexString) ? token.path : nil
        }
    }

    /// `4.5:1`, `2.1:1`: rounded down to one decimal, so a failing ratio never reads as the bar.
    static func ratioText(_ ratio: Double) -> String {
        let tenths = (ratio * 10).rounded(.down) / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + ":1"
    }

    /// The token-touched findings of `page` (page `number`).
    static func findings(on page: Page, number: Int, style: StyleSheet) -> [(ContrastFinding, [String])] {
        ContrastCheck.findings(on: page, number: number).compactMap { finding in
            let tokens = tokens(of: finding, in: style)
            return tokens.isEmpty ? nil : (finding, tokens)
        }
    }

    /// A finding without its page: the same text in the same colours on any page is the same pair.
    static func key(_ finding: ContrastFinding) -> String {
        [finding.cell ?? "", finding.text, finding.color.hexString, finding.background.hexString].joined(separator: "\u{1F}")
    }

    /// Whether `style` has a colour a contrast check could find.
    static func colours(_ style: StyleSheet) -> Bool {
        style.tokens.contains { if case .color = $0.value { true } else { false } }
    }
}

extension Formsetter {
    /// Every text of `form` (the probe form when nil) that `style`'s colour tokens leave below
    /// WCAG 2.2 AA contrast, in every look and each of its palettes. Throws what `layout` throws.
    public func contrastFindings(style: StyleSheet, form: Data? = nil, format: InputFormat? = nil) throws -> [TokenContrastFinding] {
        var found: [TokenContrastFinding] = []
        for look in Skins.names {
            guard let descriptor = Skins.descriptor(named: look) else { continue }
            let palettes = descriptor.ignoresPalettes ? Array(descriptor.palettes.prefix(1)) : descriptor.palettes
            for palette in palettes {
                var options = Options(format: form == nil ? .native : format, skin: look)
                options.skinOptions.palette = palette
                options.skinOptions.style = style
                options.skinOptions.marks = false
                if descriptor.ignoresPalettes { options.page = .a4 }
                let input = form ?? Data(TokenContrast.probeForm.utf8)
                var plain = options
                plain.skinOptions.style = StyleSheet()
                let lookOwn = Set(try layout(input, options: plain).tree.pages.enumerated().flatMap { index, page in
                    ContrastCheck.findings(on: page, number: index + 1).map(TokenContrast.key)
                })
                let result = try layout(input, options: options)
                for (index, page) in result.tree.pages.enumerated() {
                    for (finding, tokens) in TokenContrast.findings(on: page, number: index + 1, style: style) where !lookOwn.contains(TokenContrast.key(finding)) {
                        found.append(TokenContrastFinding(look: look, palette: palette, finding: finding, tokens: tokens))
                    }
                }
            }
        }
        return found
    }
}

/// The warnings of a render with a style: each pair of text and background colour below AA in
/// which a colour token takes part, once, at the first cell that shows it, with how many other
/// lines share it. Pages are checked as they are laid out (the streaming render keeps none).
final class ContrastWarnings {
    private let style: StyleSheet
    private let form: Form
    private var pageNumber = 0
    private var pairs: [String: (finding: ContrastFinding, tokens: [String], count: Int)] = [:]
    private var order: [String] = []

    /// The pairs the look draws the same without the style.
    private var lookOwn: Set<String> = []

    /// nil when `style` has no colour token (nothing to check).
    init?(style: StyleSheet, form: Form) {
        guard TokenContrast.colours(style) else { return nil }
        self.style = style; self.form = form
    }

    /// Notes the pairs of a page laid out without the style.
    func noteLookOwn(_ page: Page) {
        lookOwn.formUnion(ContrastCheck.findings(on: page, number: 0).map(TokenContrast.key))
    }

    func check(_ page: Page) {
        pageNumber += 1
        for (finding, tokens) in TokenContrast.findings(on: page, number: pageNumber, style: style) where !lookOwn.contains(TokenContrast.key(finding)) {
            let key = finding.color.hexString + finding.background.hexString
            if let known = pairs[key] { pairs[key]?.count = known.count + 1 } else {
                pairs[key] = (finding, tokens, 1)
                order.append(key)
            }
        }
    }

    func warn(log: DiagnosticLog) {
        for key in order {
            guard let (finding, tokens, count) = pairs[key] else { continue }
            let path = finding.cell.flatMap { id in form.cells.first { $0.id == id }?.sourcePath } ?? ""
            let others = count > 1 ? "; \(count - 1) more line\(count > 2 ? "s" : "") in these colours" : ""
            log.warn(path, "text \"\(finding.text)\" in \(finding.color.hexString) on \(finding.background.hexString) has a contrast of "
                + "\(TokenContrast.ratioText(finding.ratio)), below WCAG AA's \(TokenContrast.ratioText(finding.required)) (tokens: \(tokens.joined(separator: ", ")))\(others)")
        }
    }
}
