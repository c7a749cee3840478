import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// What the circulation commands share: `--due` and how a loan is printed.
enum LoanReport {
    /// `--due YYYY-MM-DD`.
    static let due = Option.day("due", \.dueHelp)

    /// A message, then the loan on its own line.
    static func text(_ context: CommandContext, _ loan: LoanResource, _ message: String) -> String {
        message + "\n  " + context.report.loan(loan)
    }
}
