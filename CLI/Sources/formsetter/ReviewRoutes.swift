import FormRead
import Foundation
import NIOHTTP1

/// The review page's requests: the page, the stack's state, the snippets, and the answers.
/// A request that changes anything is a POST carrying `X-Formsetter-Review: 1` and a JSON
/// body: a page of another site cannot send that header without the browser asking first
/// (a preflight this server answers with a 404), so only the review page saves answers.
struct ReviewRoutes: Sendable {
    let session: ReviewSession
    let title: String
    /// The largest answer body taken.
    static let maximumBody = 64 << 10

    func answer(_ request: LocalRequest) -> LocalResponse? {
        switch (request.method, request.path) {
        case (.GET, "/"), (.HEAD, "/"):
            return LocalResponse(contentType: "text/html; charset=utf-8", noStore: true, body: Data(ReviewPage.html(title: title).utf8))
        case (.GET, "/state.json"), (.HEAD, "/state.json"):
            return json(state())
        case (.GET, _), (.HEAD, _):
            return snippet(request.path)
        case (.POST, "/check"), (.POST, "/answer"):
            guard request.headers.first(name: "X-Formsetter-Review") == "1" else {
                return json(["saved": false, "message": "refused: an answer comes from the review page only"], status: .forbidden)
            }
            guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any], let index = body["item"] as? Int,
                  session.items.indices.contains(index), let answer = Self.answer(body) else {
                return json(["saved": false, "message": "not an answer: {\"item\": n, \"typed\" | \"chosen\" | \"unreadable\"}"], status: .badRequest)
            }
            if request.path == "/check" {
                return json(["saved": false, "message": session.check(answer, item: index).map(\.description) ?? NSNull()])
            }
            do {
                try session.save(answer, item: index)
                return json(["saved": true, "state": state()])
            } catch {
                return json(["saved": false, "message": error.description], status: .conflict)
            }
        default:
            return nil
        }
    }

    private static func answer(_ body: [String: Any]) -> ReviewAnswer? {
        if body["unreadable"] as? Bool == true { return .unreadable }
        if let text = body["typed"] as? String { return .typed(text) }
        if let picked = body["chosen"] as? [Int] { return .chosen(picked) }
        return nil
    }

    /// `/snippet/ITEM/N.png`: the item's Nth snippet, read from the folder as the report names it.
    private func snippet(_ path: String) -> LocalResponse? {
        let parts = path.split(separator: "/")
        guard parts.count == 3, parts[0] == "snippet", let index = Int(parts[1]), session.items.indices.contains(index),
              parts[2].hasSuffix(".png"), let number = Int(parts[2].dropLast(4)), session.items[index].snippets.indices.contains(number),
              let png = try? Data(contentsOf: session.items[index].snippets[number].url) else { return nil }
        return LocalResponse(contentType: "image/png", body: png)
    }

    /// Everything the page shows: the items with their answers, the first unsettled, the problems.
    private func state() -> [String: Any] {
        let unsettled = session.unsettled
        let items: [[String: Any]] = session.items.enumerated().map { index, item in
            let record = session.records[item.record]
            var entry: [String: Any] = [
                "kind": item.kind.rawValue, "record": record.name, "field": item.field, "question": item.question,
                "inRecord": (record.items.firstIndex(of: index) ?? 0) + 1, "recordCount": record.items.count,
                "options": item.options.map { ["title": $0.title, "index": $0.index] }, "multiple": item.multiple,
                "snippets": item.snippets.enumerated().map { number, snippet -> [String: Any] in
                    ["url": "/snippet/\(index)/\(number).png", "option": snippet.option.map { $0 as Any } ?? NSNull()]
                },
            ]
            if let hint = item.hint { entry["hint"] = hint }
            if let reason = item.reason { entry["reason"] = reason }
            switch session.settled(index)?.answer {
            case let .typed(text)?: entry["answer"] = ["typed": text]
            case let .chosen(picked)?: entry["answer"] = ["chosen": picked]
            case .unreadable?: entry["answer"] = ["unreadable": true]
            case nil: break
            }
            return entry
        }
        let problems = session.problems().map { problem -> [String: Any] in
            ["record": session.records[problem.record].name, "field": problem.field, "question": session.question(problem.field), "message": problem.message]
        }
        return ["items": items, "first": unsettled.first.map { $0 as Any } ?? NSNull(), "unsettled": unsettled.count, "problems": problems]
    }

    private func json(_ object: [String: Any], status: HTTPResponseStatus = .ok) -> LocalResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return LocalResponse(status: status, contentType: "application/json", noStore: true, body: data)
    }
}
