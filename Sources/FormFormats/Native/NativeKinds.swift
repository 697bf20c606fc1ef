import FormModel

/// Names of the model's enumerations in the native format.
enum NativeNames {
    static let format = "formsetter"
    static let version = 1.0

    static let kinds: [(CellKind, String)] = [
        (.text, "text"), (.textArea, "textArea"), (.secureText, "secureText"), (.select, "select"), (.date, "date"),
        (.dateTime, "dateTime"), (.time, "time"), (.count, "count"), (.toggle, "toggle"), (.checkbox, "checkbox"),
        (.segment, "segment"), (.button, "button"), (.label, "label"), (.link, "link"), (.separator, "separator"),
        (.spacer, "spacer"),
    ]

    static func name(of kind: CellKind) -> String {
        if case .custom = kind { return "custom" }
        return kinds.first { $0.0 == kind }!.1
    }

    static func kind(named name: String) -> CellKind? { kinds.first { $0.1 == name }?.0 }

    static let alignments: [TextAlignment] = [.left, .center, .right, .justified]
}
