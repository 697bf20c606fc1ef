import FormFormats
import Foundation

/// One thing a person settles in review: a written box to key from its snippet, or a flagged
/// mark (a tick to judge, two ticks where one is asked for, an answer the routing skips) to
/// settle by picking the option(s).
public struct ReviewItem: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// Type the value the snippet shows.
        case key
        /// Pick the option(s) the marks mean.
        case mark
    }

    /// `<values file name>#<field id>`: what review.json keeps the answer under.
    public var key: String
    public var kind: Kind
    /// The record's index in `ReviewSession.records`.
    public var record: Int
    /// The cell's id.
    public var field: String
    /// The question as the form words it (the cell's title; its id without one).
    public var question: String
    /// How the value is written (a date's `DD.MM.YYYY`), when the form says.
    public var hint: String?
    /// Why `read` left it out ("a mark to review", "answered, but the form's routing skips …").
    public var reason: String?
    /// The options to pick from (a mark), in the form's order.
    public var options: [ReviewOption] = []
    /// Whether several options may be picked (a multi-select; a single check box's one option).
    public var multiple = false
    /// The snippets of the field's boxes on the scans, with the option each shows (a mark).
    public var snippets: [ReviewSnippet] = []
}

/// An option of a flagged mark.
public struct ReviewOption: Sendable, Hashable {
    /// What the form calls it.
    public var title: String
    /// The index of the option (its place in the cell's options as the paper prints them).
    public var index: Int
}

/// A snippet PNG of one box of an item.
public struct ReviewSnippet: Sendable, Hashable {
    /// The file, inside the review folder.
    public var url: URL
    /// The option the box stands for (marks), as an index into the item's options' `index`.
    public var option: Int?
}

/// A record of the stack: its values file and items.
public struct ReviewRecord: Sendable, Hashable {
    /// The record's name, else `line N`, else the values file's name: what the page shows.
    public var name: String
    /// The values file `read` wrote, inside the review folder.
    public var values: URL
    /// Indices into `ReviewSession.items`.
    public var items: [Int]
}

/// What a person answers for an item.
public enum ReviewAnswer: Sendable, Hashable {
    /// The value typed from a snippet, as the form's locale writes it.
    case typed(String)
    /// The options picked for a mark (their `ReviewOption.index`); empty: none ticked.
    case chosen([Int])
    /// The snippet cannot be read: saved as such, left out of the values.
    case unreadable
}

/// A saved answer.
public struct SettledAnswer: Sendable {
    public var answer: ReviewAnswer
    /// The members it puts in the values file (the field, and a confirmation field that
    /// copies it); empty for `unreadable`, which removes the field.
    var members: [(String, JSONValue)]
}

/// A field of a record whose items are all settled that the form's own validation still
/// refuses (a required answer missing from the paper).
public struct ReviewProblem: Sendable, Hashable {
    public var record: Int
    public var field: String
    public var message: String
}

/// Why a review cannot start: the message names the file.
public struct ReviewError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
