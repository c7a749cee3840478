import Foundation
import KartotekaCore

/// A loan as the API shows it.
public struct LoanResource: Codable, Sendable, Hashable {
    public var id: Int64
    public var inventoryNumber: String
    public var titleId: Int64?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var title: String
    public var ticketNumber: String?
    /// `Иванов И. И.`; left out when the holder is shown by ticket only.
    public var readerName: String?
    /// Left out when the holder is shown by ticket only.
    public var readerPhone: String?
    public var issuedAt: Date
    /// `YYYY-MM-DD`.
    public var dueOn: String
    public var returnedAt: Date?
    public var renewals: Int
    /// Whether the copy is out past its due day.
    public var overdue: Bool
    /// Days past the due day (0 when not overdue).
    public var daysOverdue: Int
    /// The code of the branch whose desk lent the copy.
    public var branch: String?
    /// The code of the branch whose desk took it back, once returned.
    public var returnBranch: String?
    /// When the copy was recorded lost instead of coming back (the loan ended then).
    public var lostAt: Date?
    /// In the answer to a return: the hold the copy was set aside for (put it on the hold shelf,
    /// or send it on to the pickup branch).
    public var setAsideFor: HoldResource?
    /// The class (`5А`) whose textbook set the copy was handed out in.
    public var classSet: String?

    /// The resource for a loan as of `today`, its holder shown as `holder` says.
    public init(_ details: LoanDetails, today: Day, holder: HolderDisclosure = .contact) {
        let loan = details.loan
        id = loan.id.rawValue
        inventoryNumber = loan.inventoryNumber.rawValue
        titleId = details.titleID?.rawValue
        title = details.titleDescription
        ticketNumber = details.holder?.ticketNumber.rawValue ?? loan.ticketNumber?.rawValue
        if holder == .contact {
            readerName = details.holder?.shortName
            readerPhone = details.holder?.phone
        }
        issuedAt = loan.issuedAt
        dueOn = loan.dueOn.isoText
        returnedAt = loan.returnedAt
        renewals = loan.renewals
        overdue = loan.isOverdue(on: today)
        daysOverdue = loan.daysOverdue(on: today)
        branch = details.branch?.rawValue
        returnBranch = details.returnBranch?.rawValue
        lostAt = loan.lostAt
        classSet = details.classSet?.text
    }
}
