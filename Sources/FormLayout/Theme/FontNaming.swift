/// iOS-style font names (`Family-Weight`) built from a token's family and CSS weight, which the
/// font mapping reads back into a family and weight.
enum FontNaming {
    private static let words: [(Int, String)] = [
        (100, "Thin"), (200, "UltraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
        (600, "SemiBold"), (700, "Bold"), (800, "Heavy"), (900, "Black"),
    ]

    /// `Family-Weight`, the weight rounded to the nearest hundred.
    static func name(family: String, weight: Int) -> String {
        let nearest = words.min { abs($0.0 - weight) < abs($1.0 - weight) }!
        return "\(family)-\(nearest.1)"
    }

    /// The family and CSS weight of a name such as `AvenirNext-DemiBold` or `system-bold`.
    static func split(_ name: String) -> (family: String, weight: Int) {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? name
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        if style.contains("ultralight") || style.contains("thin") { return (family, 200) }
        if style.contains("light") { return (family, 300) }
        if style.contains("demibold") || style.contains("semibold") { return (family, 600) }
        if style.contains("heavy") || style.contains("black") || style.contains("extrabold") { return (family, 800) }
        if style.contains("bold") { return (family, 700) }
        if style.contains("medium") { return (family, 500) }
        return (family, 400)
    }
}
