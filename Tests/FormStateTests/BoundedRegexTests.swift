import FormPatterns
import Foundation
import TestSupport
import Testing

@Suite("BoundedRegex: ICU syntax, step bounds per match and per form, compiled once")
struct BoundedRegexTests {
    @Test("whole and first match follow ICU (NSRegularExpression) semantics")
    func semantics() throws {
        let digits = try BoundedRegex.compile("[0-9]{3,4}")
        #expect(digits.wholeMatch(in: "1234") == .match)
        #expect(digits.wholeMatch(in: "12345") == .noMatch)
        #expect(digits.firstMatch(in: "ab 123 cd") == .match)
        #expect(digits.firstMatch(in: "ab 12 cd") == .noMatch)
        #expect(digits.wholeMatch(in: "") == .noMatch)
        let email = try BoundedRegex.compile(#"^[\w.+-]+@([\w-]+\.)+[a-z]{2,}$"#, options: .caseInsensitive)
        #expect(email.wholeMatch(in: "Kari.Nordmann@Example.NO") == .match)
        #expect(email.wholeMatch(in: "kari@") == .noMatch)
        #expect(try BoundedRegex.compile("ÉTÉ", options: .caseInsensitive).wholeMatch(in: "été") == .match)
        #expect(try BoundedRegex.compile("ÉTÉ").wholeMatch(in: "été") == .noMatch)
        #expect(try BoundedRegex.compile(#"(ab)\1"#).wholeMatch(in: "abab") == .match)
        #expect(try BoundedRegex.compile("^$").wholeMatch(in: "") == .match)
    }

    @Test("system ICU beside Foundation's own ICU: same answers as NSRegularExpression in the same process")
    func parityWithFoundation() throws {
        let cases: [(String, String)] = [
            (#"^\d{4}$"#, "2026"), (#"^\d{4}$"#, "20x6"), ("^[A-ZÆØÅ]+$", "ÆRØ"), (#"\bfoo\b"#, "a foo b"), ("^(?i)straße$", "STRASSE"),
            (#"^[\w.+-]+@\w+\.\w{2,}$"#, "a.b@c.no"), ("^.{3}$", "👩🏽‍💻x"), ("^(a|b)*c$", "ababc"), (#"^\p{Lu}"#, "Ørn"),
        ]
        for (pattern, text) in cases {
            let foundation = try NSRegularExpression(pattern: pattern)
            let whole = foundation.firstMatch(in: text, options: .anchored, range: NSRange(text.startIndex..., in: text))
                .map { $0.range.length == (text as NSString).length } ?? false
            let found = foundation.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            let bounded = try BoundedRegex.compile(pattern)
            #expect(bounded.wholeMatch(in: text) == (whole ? .match : .noMatch), "\(pattern) on \(text)")
            #expect(bounded.firstMatch(in: text) == (found ? .match : .noMatch), "\(pattern) on \(text)")
        }
    }

    @Test("a catastrophic pattern stops at the per-match bound instead of running for seconds")
    func catastrophicBacktracking() throws {
        let nested = try BoundedRegex.compile("^(a+)+$")
        #expect(nested.wholeMatch(in: String(repeating: "a", count: 40) + "!") == .overBudget)
        #expect(nested.wholeMatch(in: String(repeating: "a", count: 40)) == .match)
        #expect(nested.wholeMatch(in: "aaab") == .noMatch)
    }

    @Test("matches sharing a budget stop once it is spent, and later ones are not run")
    func perFormBudget() throws {
        let nested = try BoundedRegex.compile("^(a+)+$")
        let cheap = try BoundedRegex.compile("^a+$")
        let budget = BoundedRegex.Budget(stepTicks: 250)
        let hostile = String(repeating: "a", count: 40) + "!"
        #expect(nested.wholeMatch(in: hostile, budget: budget) == .overBudget)  // per-match bound: 100 ticks
        #expect(budget.isSpent == false)
        #expect(nested.wholeMatch(in: hostile, budget: budget) == .overBudget)
        #expect(nested.wholeMatch(in: hostile, budget: budget) == .overBudget)  // the budget ends this one
        #expect(budget.isSpent)
        #expect(cheap.wholeMatch(in: "aaa", budget: budget) == .overBudget)
        #expect(cheap.wholeMatch(in: "aaa") == .match)
    }

    @Test("deep backtracking memory is bounded too")
    func stackBound() throws {
        let regex = try BoundedRegex.compile("(a|b)*c", ticksPerMatch: 1_000_000)
        #expect(regex.wholeMatch(in: String(repeating: "a", count: 2_000_000)) == .overBudget)
    }

    @Test("patterns are compiled once and cached; bad ones report ICU's reason")
    func compileAndCache() throws {
        let first = try BoundedRegex.compile("x+y")
        #expect(try BoundedRegex.compile("x+y") === first)
        #expect(try BoundedRegex.compile("x+y", options: .caseInsensitive) !== first)
        #expect(throws: BoundedRegex.CompileError(description: "U_REGEX_MISMATCHED_PAREN")) { try BoundedRegex.compile("(a") }
        #expect(throws: BoundedRegex.CompileError(description: "pattern longer than 4096 UTF-16 units")) {
            try BoundedRegex.compile(String(repeating: "a", count: 4_097))
        }
    }
}
