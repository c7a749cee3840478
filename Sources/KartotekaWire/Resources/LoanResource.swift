import Foundation
import KartotekaValues

extension LoanResource: SchemaDescribed {
    public static let schema = Schema<LoanResource>.resource(
        "Loan", "A loan of a copy to a reader.",
        [
            .init("id", \.id, .id), .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id),
            .init("title", \.title, "`Лермонтов М. Ю. Герой нашего времени`; empty inside a copy."),
            .init("ticketNumber", \.ticketNumber),
            .init("readerName", \.readerName, "The holder as `Surname I. O.`. Left out for an account that may not browse readers "
                + "(a circulation helper) on title cards, copies, returns, renewals and the overdue list: it finds the "
                + "reader by `ticketNumber`."),
            .init("readerPhone", \.readerPhone, "The holder's phone; left out where `readerName` is."),
            .init("issuedAt", \.issuedAt), .init("dueOn", \.dueOn, .date()),
            .init("returnedAt", \.returnedAt, "Absent while the copy is out."),
            .init("renewals", \.renewals, .count), .init("overdue", \.overdue, "Whether the copy is out past its due day."),
            .init("daysOverdue", \.daysOverdue, .integer("Days past the due day; 0 when not overdue.", minimum: 0)),
            .init("branch", \.branch, "The code of the branch whose desk lent the copy."),
            .init("returnBranch", \.returnBranch, "The code of the branch whose desk took it back, once returned."),
            .init("lostAt", \.lostAt, "When the copy was recorded lost instead of coming back (the loan ended then)."),
            .init("setAsideFor", \.setAsideFor),
            .init("classSet", \.classSet, "The class whose textbook set the copy was handed out in."),
            .init("inLibrary", \.inLibrary, "Whether the copy was lent to be read in the library (the reading room), due back the same day."),
        ])

    /// One page of loans.
    public static let page = Schema<PageResource<LoanResource>>.page("LoanPage", of: schema)
}
