import KartotekaCore
import KartotekaWire

/// What the circulation commands share: `--due` and how a loan is printed.
enum LoanReport {
    /// `--due YYYY-MM-DD`.
    static let due = Option.day("due", "срок возврата (по умолчанию — по правилам библиотеки)", "due date (default: by the library’s loan period)")

    /// A message, then the loan on its own line.
    static func text(_ context: CommandContext, _ loan: LoanResource, ru: String, en: String) -> String {
        context.text(ru: ru, en: en) + "\n  " + context.report.loan(loan)
    }

    /// The loan's due day as the user reads it.
    static func dueText(_ context: CommandContext, _ loan: LoanResource) -> String {
        context.language == .russian ? ((try? Day(parsing: loan.dueOn))?.russianText ?? loan.dueOn) : loan.dueOn
    }
}
