import Foundation

/// The kind of value an item holds; it chooses the validation rule (Docs/formats.md §3.2).
public enum ValueItemType: Sendable, Hashable {
    /// Free text.
    case text
    /// A first name.
    case firstname
    /// A last name.
    case lastname
    /// A user name (free text).
    case username
    /// An e-mail address.
    case email
    /// A password (checked against the global `VTRPasswordRule`).
    case password
    /// A password confirmation (usually `.depend(on:)` a password item with `.equal`).
    case confirmPassword
    /// A date as `dd/MM/yyyy`.
    case date
    /// A phone number (digits with optional leading `+`).
    case phonenumber
    /// An Italian fiscal code or an 11-digit VAT number.
    case fiscalCode
    /// A Bool.
    case checkbox
    /// Never validated (labels, separators, buttons).
    case discardable
}

/// The cell an item is drawn with.
public enum FormItemCellType: Sendable, Hashable {
    /// A titled text field.
    case textfield
    /// A titled field that opens a date picker.
    case datePicker
    /// A titled field that opens a picker of `PickerValue`s.
    case valuePicker
    /// A check box with a label.
    case checkbox
    /// A check box whose label (or part of it) is a tappable link.
    case link
    /// Static text showing the item's `value`.
    case text
    /// The button that validates the form.
    case button
    /// A thin horizontal line.
    case separator
}

/// One choice of a value picker: the title shown and the value stored.
public struct PickerValue: Sendable, Hashable {
    /// The text shown in the picker and in the field.
    public let title: String
    /// The value the item gets when this choice is picked.
    public let value: String

    /// A choice with its shown title and stored value.
    public init(title: String, value: String) {
        self.title = title
        self.value = value
    }
}

/// What a checkbox does to another item when toggled.
public enum ActionType: Sendable, Hashable {
    /// Enables or disables the other item's text field (and clears it when unchecked).
    case editing
    /// Shows or hides the other item (a no-op in SwiftFormBuilder).
    case visibility
}

/// An action run on the item named `itemName` when a checkbox toggles.
public final class ActionItem {
    private var itemName: String
    private var action: ActionType

    /// An action on the item with the given name.
    public init(itemName: String, action: ActionType) {
        self.itemName = itemName
        self.action = action
    }

    /// The name of the item acted upon.
    public func getItemName() -> String { itemName }

    /// What is done to it.
    public func getAction() -> ActionType { action }
}

/// How an item depends on another one.
public enum DependencyType: Sendable, Hashable {
    /// The values must be equal (checkbox: the other must be true).
    case equal
    /// The other item must have a value.
    case fill
}

/// A dependency of an item on another item, checked after the item's own rule.
public final class DependenceItem {
    private var dependence: FormItem
    private var type: DependencyType

    /// A dependency on `item` of the given kind.
    public init(item: FormItem, dependency type: DependencyType) {
        self.dependence = item
        self.type = type
    }

    /// The kind of dependency.
    public func getType() -> DependencyType { type }

    /// The item depended on.
    public func getDependencyItem() -> FormItem { dependence }
}

/// A server policy attached to a link item; stored only.
public struct PolicyModel: Sendable, Hashable {
    /// The policy kind as the server names it.
    public var itemType: String
    /// The policy id.
    public var id: String
    /// The policy version.
    public var idVersion: String
    /// The policy text.
    public var text: String
    /// Whether the policy must be accepted.
    public var isRequired: Bool
    /// Where the policy text is published.
    public var link: String
    /// Whether the user accepted it.
    public var isAccepted: Bool
    /// Whether the user may change it.
    public var isInteractive: Bool
    /// The initial check state.
    public var initialState: Bool
    /// Position among the policies.
    public var order: Int
    /// When the acceptance expires.
    public var expirationTime: String
    /// Whether it is shown.
    public var isToShow: Bool

    /// An empty policy (all strings empty, all flags false, order 0).
    public init() {
        itemType = ""; id = ""; idVersion = ""; text = ""; isRequired = false; link = ""
        isAccepted = false; isInteractive = false; initialState = false; order = 0; expirationTime = ""; isToShow = false
    }
}

/// What the form returns after a successful validation: an item's name and value.
public struct ValidatedItem {
    /// The item's `named`.
    public let name: String
    /// The item's value, or "" when it has none.
    public let value: Any

    /// A validated item.
    public init(name: String, value: Any) {
        self.name = name
        self.value = value
    }
}

/// Maps items to `ValidatedItem`s, every item included (discardable ones too, as the code does).
public final class ItemMapper {
    /// A mapper.
    public init() {}

    /// The name and value (`""` when nil) of one item.
    public func map(item: FormItem) -> ValidatedItem {
        ValidatedItem(name: item.getItemName(), value: item.getValue() ?? "")
    }

    /// The name and value of every item, in order.
    public func mapArray(of items: [FormItem]) -> [ValidatedItem] {
        items.map(map(item:))
    }
}

/// Library-wide settings (README: `VetryaConf`).
public enum SwiftFormBuilderConf {
    /// How much the library logs.
    public enum LogLevel: Sendable, Hashable {
        /// Everything.
        case verbose
        /// Only problems.
        case warning
    }

    private static let storage = Locked(LogLevel.verbose)

    /// The log level; logging is not implemented on Linux, the value is only kept.
    public static var logLevel: LogLevel {
        get { storage.value }
        set { storage.value = newValue }
    }
}

/// The README's name of `SwiftFormBuilderConf`.
public typealias VetryaConf = SwiftFormBuilderConf

/// A value behind a lock, for the library's process-wide settings.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }

    /// Runs `body` with exclusive access.
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body(&stored)
    }
}
