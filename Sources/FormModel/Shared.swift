/// Copy-on-write storage for a large part of a value: copies of the owner share one buffer
/// until one of them writes to it. A `Cell`'s style, rules and logic are most of its size, and
/// the stages copy whole forms (the state stage resolves into a new form), so these parts are
/// shared instead of copied; equality and hashing see only the value.
@propertyWrapper
public struct Shared<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: @unchecked Sendable {
        // Written only through `wrappedValue`, which copies the box unless it is the only owner.
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        set {
            if isKnownUniquelyReferenced(&box) { box.value = newValue } else { box = Box(newValue) }
        }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// The storage itself, so equal values can be made to share one buffer (`SharedCellParts`).
    public var projectedValue: Shared<Value> {
        get { self }
        set { self = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// Hands out one buffer per distinct style, rules and logic, so cells made alike share them:
/// decoders pass each new cell through it, and most cells of a long form look alike.
public final class SharedCellParts {
    private var styles = Set<Shared<CellStyle>>(), rules = Set<Shared<ValueRules>>(), logic = Set<Shared<CellLogic>>()

    public init() {}

    /// `cell` with its style, rules and logic replaced by equal ones already handed out, if any.
    public func share(_ cell: Cell) -> Cell {
        var cell = cell
        cell.$style = styles.insert(cell.$style).memberAfterInsert
        cell.$rules = rules.insert(cell.$rules).memberAfterInsert
        cell.$logic = logic.insert(cell.$logic).memberAfterInsert
        return cell
    }
}
