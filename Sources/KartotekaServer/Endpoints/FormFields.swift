import KartotekaCore
import KartotekaWire

/// The form fields several page forms share, each declared once.
enum FormFields {
    /// The page to go back to after an action (a list's return button): a path of ours, else
    /// `nil` (then the action's own page).
    static let back = FormField<String?>("back") { LocalRedirect.path($0) }

    /// The branch chosen on a form: empty for none (the account's own, or no branch); a code
    /// must be one. Whether it was on the form at all is ``RequestContext/isSent(_:)``.
    static let branch = FormField<BranchCode?>("branch") { text in
        guard let text, !text.isEmpty else { return nil }
        return try BranchCode(validating: text)
    }

    /// An account's login name, as typed.
    static let username = FormField.text("username")
    /// A password, as typed (never trimmed).
    static let password = FormField.text("password")
    /// An account's name for people.
    static let displayName = FormField<String?>("displayName") { $0?.collapsedWhitespace }
    /// An account's role; left out or empty: not chosen.
    static let role = FormField<Role?>("role") { text in
        guard let text, !text.isEmpty else { return nil }
        guard let role = Role(rawValue: text) else { throw UnusableFormValue() }
        return role
    }

    /// A copy, by its inventory number.
    static let inventory = FormField<InventoryNumber>(InventoryNumber.field) { try InventoryNumber(validating: $0 ?? "") }
    /// The reader a copy is lent to.
    static let ticket = FormField<TicketNumber>(TicketNumber.field) { try TicketNumber(validating: $0 ?? "") }
    /// The due day asked for; empty: the loan rules' own.
    static let dueOn = FormField<Day?>("dueOn") { text in
        guard let text, !text.isEmpty else { return nil }
        return try Day(parsing: text, field: "dueOn")
    }
}
