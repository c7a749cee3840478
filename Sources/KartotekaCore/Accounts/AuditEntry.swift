import Foundation

extension AuditEntry {
    /// What stands in a line for a reader it no longer names.
    public static let readerForgotten = "—"

    /// The line naming no reader — or not the reader of `ticket`, when given: each `reader T` of
    /// its subject and an account `reader T` (a reader's own action) say `reader —`. The
    /// anonymiser and a reader's deletion leave the log so, that it keeps what was done to which
    /// copy, but not who read it.
    public func forgettingReaders(_ ticket: String? = nil) -> AuditEntry {
        var entry = self
        entry.subject = Self.forgettingReaders(in: subject, ticket)
        entry.account = Self.forgettingReaders(in: account, ticket)
        return entry
    }

    /// The ticket a reader had before a line's `subject` changed it to `ticket` (`reader A, now B`:
    /// A); `nil` when the line changes no ticket into that one.
    public static func ticketBefore(becoming ticket: String, in subject: String) -> String? {
        let marker = "reader ", renamed = ", now "
        var rest = Substring(subject)
        while let found = rest.range(of: marker) {
            rest = rest[found.upperBound...]
            let first = ticketAtStart(of: rest)
            let then = rest[first.endIndex...]
            if !first.isEmpty, then.hasPrefix(renamed), ticketAtStart(of: then.dropFirst(renamed.count)) == ticket {
                return String(first)
            }
        }
        return nil
    }

    /// `text` with the ticket after each `reader ` (all, or only `ticket`) put as
    /// ``readerForgotten``; a ticket changed, `reader A, now B`, is one reader, forgotten whole.
    private static func forgettingReaders(in text: String, _ ticket: String?) -> String {
        let marker = "reader ", renamed = ", now "
        var result = ""
        var rest = Substring(text)
        while let found = rest.range(of: marker) {
            result += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let first = ticketAtStart(of: rest)
            guard !first.isEmpty else { continue }
            let then = rest[first.endIndex...]
            let second = then.hasPrefix(renamed) ? ticketAtStart(of: then.dropFirst(renamed.count)) : then.prefix(0)
            guard ticket.map({ first == $0 || second == $0 }) ?? true else { continue }
            result += readerForgotten
            rest = then
            if !second.isEmpty {
                result += renamed + readerForgotten
                rest = rest[second.endIndex...]
            }
        }
        return result + rest
    }

    /// The ticket `text` begins with: letters, digits and `-/._`, but for a full stop at its end,
    /// which ends the sentence.
    private static func ticketAtStart(of text: Substring) -> Substring {
        let named = text.prefix { $0.isLetter || $0.isNumber || "-/._".contains($0) }
        return named.hasSuffix(".") ? named.dropLast() : named
    }
}
