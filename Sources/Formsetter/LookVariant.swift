import Foundation
import FormLayout
import FormModel

/// How a form's look is varied beyond its skin: design tokens, a palette, the text size and the
/// writing direction — the variants designers and snapshot suites check most.
public struct LookVariant: Sendable, Hashable {
    /// Design tokens over the skin (`--style`).
    public var style: StyleSheet
    /// A `--palette` of the skin; nil = its default.
    public var palette: String?
    /// Text size factor (`--font-scale`).
    public var fontScale: Double
    /// Right-to-left layout (`--rtl`).
    public var rightToLeft: Bool
    /// The device's locale for dates, times and decimal separators (`--locale`); nil = en_US.
    public var locale: Locale?
    /// The zone date-times are drawn in (`snapshot --time-zone`, formsetter.json's `timeZone`);
    /// nil = the options' own (UTC in a snapshot: the host's TZ is never read there).
    public var timeZone: TimeZone?

    /// A variant; the defaults change nothing.
    public init(style: StyleSheet = StyleSheet(), palette: String? = nil, fontScale: Double = 1, rightToLeft: Bool = false, locale: Locale? = nil) {
        self.style = style; self.palette = palette; self.fontScale = fontScale; self.rightToLeft = rightToLeft; self.locale = locale
    }

    /// Sets this variant on `options`.
    public func apply(to options: inout Formsetter.Options) {
        options.skinOptions.style = style
        if let palette { options.skinOptions.palette = palette }
        options.skinOptions.fontScale = fontScale
        options.rightToLeft = rightToLeft
        if let locale { options.state.locale = locale }
        if let timeZone { options.state.timeZone = timeZone }
    }

    /// A short caption and file-name suffix such as `x1.5 rtl`; empty for the default look.
    public var label: String {
        var parts: [String] = []
        if let palette { parts.append(palette) }
        if fontScale != 1 { parts.append("x\(Self.number(fontScale))") }
        if rightToLeft { parts.append("rtl") }
        if let locale { parts.append(locale.identifier) }
        return parts.joined(separator: " ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
