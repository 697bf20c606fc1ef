import FormModel
import Foundation

/// A line of text whose colour stands out from what is painted behind it by less than WCAG 2.2
/// AA asks (1.4.3: 4.5:1, or 3:1 for large text).
public struct ContrastFinding: Sendable, Hashable {
    /// The page, from 1.
    public var page: Int
    /// The cell the text belongs to, when the layout names one.
    public var cell: String?
    public var role: BoxRole
    /// The line's text, cut to 40 characters.
    public var text: String
    /// The text's colour over its background, opaque.
    public var color: Color
    /// What is painted behind the text (fills over the page), opaque.
    public var background: Color
    /// The contrast ratio, 1 to 21.
    public var ratio: Double
    /// What AA asks of this text: 4.5, or 3 for large text.
    public var required: Double
}

/// Finds the text of laid-out pages that fails WCAG 2.2 AA contrast against what is behind it:
/// the fills of the boxes painted before it (and its own) under the line's middle, over the page.
public enum ContrastCheck {
    /// Every line of `page` below AA; `number` is its page number.
    public static func findings(on page: Page, number: Int) -> [ContrastFinding] {
        var findings: [ContrastFinding] = []
        var fills: [(frame: Rect, color: Color)] = []
        for box in page.boxes {
            if let fill = box.paint?.fill, fill.alpha > 0, box.opacity > 0 { fills.append((box.frame, fill.fading(box.opacity))) }
            // Filled shapes (a selected segment, a button's capsule) are backgrounds too.
            for shape in box.shapes {
                if let fill = shape.fill, fill.alpha > 0, box.opacity > 0, let bounds = shape.bounds { fills.append((bounds, fill.fading(box.opacity))) }
            }
            for line in box.text where !line.isFurniture && !line.text.trimmingCharacters(in: .whitespaces).isEmpty {
                let middle = Point(x: line.origin.x + line.width / 2, y: line.origin.y + line.height / 2)
                var background = page.background.painted(over: .white)
                // A fill lower than the line is an icon or a dot beside it, not what it is written on.
                for fill in fills where fill.frame.holds(middle) && fill.frame.height >= line.height * 0.8 {
                    background = fill.color.painted(over: background)
                }
                let color = line.color.fading(box.opacity).painted(over: background)
                let ratio = contrast(color, background)
                let required = isLarge(line.font) ? 3.0 : 4.5
                // Rounded as WCAG's examples are, so 4.499 is not passed off as 4.5.
                guard (ratio * 100).rounded(.down) / 100 < required else { continue }
                findings.append(ContrastFinding(page: number, cell: box.id, role: box.role, text: String(line.text.prefix(40)),
                                                color: color, background: background, ratio: ratio, required: required))
            }
        }
        return findings
    }

    /// WCAG's contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05).
    public static func contrast(_ first: Color, _ second: Color) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG's large text: 18 pt, or 14 pt bold. Its points are CSS points (4/3 px) and an iOS
    /// point is a CSS pixel, so 24 and 18.66 here.
    static func isLarge(_ font: FontRef) -> Bool {
        let bold = ["Bold", "Heavy", "Black", "Semibold", "SemiBold", "DemiBold"].contains { font.name.contains($0) }
        return font.size >= 24 || (bold && font.size >= 18.66)
    }
}

extension Rect {
    /// Whether `point` is inside, edges included.
    fileprivate func holds(_ point: Point) -> Bool { point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY }
}

extension VectorShape {
    /// The rectangle around the shape's points and arcs; nil for an empty shape.
    var bounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case let .move(point), let .line(point): points.append(point)
            case let .curve(first, second, end): points += [first, second, end]
            case let .arc(center, radius, _, _):
                points += [Point(x: center.x - radius, y: center.y - radius), Point(x: center.x + radius, y: center.y + radius)]
            case .close: break
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
