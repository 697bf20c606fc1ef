import Formsetter

/// The process-wide Formsetter of the snapshot front ends (its init loads the fonts once).
public enum SharedFormsetter {
    private static let shared = Result { try Formsetter() }

    /// The shared instance; throws when the bundled fonts cannot be found.
    public static func get() throws -> Formsetter { try shared.get() }
}

extension SnapshotSubject {
    /// Lays the subject out with `formsetter` (sidecars of JSON subjects applied); a nil page is one screen.
    public func layout(with formsetter: Formsetter, width: Double?, skin: String?, page: PageSetup?) throws -> Formsetter.Result {
        switch self {
        case let .json(json, values, errors):
            try formsetter.layout(json, options: Formsetter.Options(skin: skin, width: width, page: page, values: values, errors: errors))
        case let .form(form):
            try formsetter.layout(form, options: Formsetter.Options(skin: skin, width: width, page: page))
        }
    }
}
