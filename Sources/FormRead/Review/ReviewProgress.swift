import FormFormats
import FormModel
import Foundation

/// What FOLDER/review.json keeps: every answer saved, and per values file the digest of the
/// bytes review last wrote (and of those before, for a save cut off between review.json and
/// the values file). A values file whose bytes are neither is someone else's now: review
/// refuses to replace it.
struct ReviewProgress {
    struct FileState {
        var written: String
        var previous: String?
    }

    var answers: [String: SettledAnswer] = [:]
    var files: [String: FileState] = [:]

    init() {}

    /// Reads review.json; throws a message naming its JSON path on a shape review did not write.
    init(_ data: Data, file: String) throws(ReviewError) {
        var notes: [(path: String, message: String)] = []
        let root: JSONValue
        do { root = try JSONValue.parse(data, notes: &notes) } catch { throw ReviewError("\(file): \(error)") }
        guard case let .object(answers)? = root["answers"], case let .object(files)? = root["files"] else {
            throw ReviewError("\(file): not a review progress file (no \"answers\" and \"files\" objects); move it away to start the review afresh")
        }
        for (key, entry) in answers {
            let answer: ReviewAnswer
            if entry["unreadable"] == .bool(true) {
                answer = .unreadable
            } else if case let .string(text)? = entry["typed"] {
                answer = .typed(text)
            } else if case let .array(picked)? = entry["chosen"], case let .object(members)? = entry["values"] {
                answer = .chosen(picked.compactMap { if case let .number(n) = $0 { Int(n) } else { nil } })
                self.answers[key] = SettledAnswer(answer: answer, members: members)
                continue
            } else {
                throw ReviewError("\(file): answers.\(key): neither typed, chosen nor unreadable")
            }
            guard case let .object(members)? = entry["values"] else { throw ReviewError("\(file): answers.\(key): no \"values\" object") }
            self.answers[key] = SettledAnswer(answer: answer, members: members)
        }
        for (name, entry) in files {
            guard case let .string(written)? = entry["written"] else { throw ReviewError("\(file): files.\(name): no \"written\" digest") }
            var previous: String?
            if case let .string(digest)? = entry["previous"] { previous = digest }
            self.files[name] = FileState(written: written, previous: previous)
        }
    }

    /// review.json's text, keys sorted so a diff shows what changed.
    func json() -> Data {
        let answerMembers: [(String, JSONValue)] = answers.keys.sorted().map { key in
            let settled = answers[key]!
            var entry: [(String, JSONValue)] = []
            switch settled.answer {
            case let .typed(text): entry.append(("typed", .string(text)))
            case let .chosen(picked): entry.append(("chosen", .array(picked.map { .number(Double($0)) })))
            case .unreadable: entry.append(("unreadable", .bool(true)))
            }
            entry.append(("values", .object(settled.members)))
            return (key, .object(entry))
        }
        let fileMembers: [(String, JSONValue)] = files.keys.sorted().map { name in
            let state = files[name]!
            return (name, .object([("written", .string(state.written)), ("previous", state.previous.map { .string($0) } ?? .null)]))
        }
        return Data(JSONValue.object([("answers", .object(answerMembers)), ("files", .object(fileMembers))]).prettyText().utf8)
    }

    static func digest(_ data: Data) -> String { SHA256.hex(data) }
}
