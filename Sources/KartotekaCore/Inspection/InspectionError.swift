/// Why checking the fund against a list cannot go on as asked.
public enum InspectionError: KartotekaError, Equatable {
    /// The code of ``ageRestricted`` below 18+, which a librarian may override.
    public static let ageRestrictedCode = "age_restricted"
    /// The code of ``ageRestricted`` for an 18+ title, which nobody overrides.
    public static let adultOnlyCode = "adult_only"

    /// No line of the file reads as an entry of the list (or a register without a title or ISBN column).
    case listFileUnreadable
    /// A register's row (its line in the file) gives no number in the register: entries are told
    /// apart from one version to the next by their numbers.
    case registerRowWithoutNumber(line: Int)
    /// No version of the list has been imported.
    case noListImported(BannedListKind)
    /// No such candidate match.
    case matchNotFound(Int64)
    /// No such check in the journal.
    case checkNotFound(Int64)
    /// No copy waits to be withdrawn.
    case nothingToWithdraw
    /// The copy's title is confirmed as an entry of the Federal list of extremist materials: it
    /// may not be lent, and is withdrawn.
    case copyOnBannedList(InventoryNumber, entry: Int)
    /// The title is confirmed as an entry of the Federal list of extremist materials: it may not
    /// be held.
    case titleOnBannedList(String, entry: Int)
    /// The copy's title is marked for readers older than the reader (436-ФЗ): coded apart for
    /// 18+, so that a client offers the override only where it is allowed.
    case ageRestricted(InventoryNumber, mark: AgeMark, age: Int)
    /// The copy's title is marked 18+ and the reader's age is not known.
    case ageUnknown(InventoryNumber, mark: AgeMark)
    /// The title is a confirmed foreign agents' publication: its age mark stays 18+.
    case foreignAgentsPublicationStaysAdult(String)

    public var code: String {
        switch self {
        case .listFileUnreadable: "list_file_unreadable"
        case .registerRowWithoutNumber: "register_row_without_number"
        case .noListImported: "no_list_imported"
        case .matchNotFound: "list_match_not_found"
        case .checkNotFound: "list_check_not_found"
        case .nothingToWithdraw: "nothing_to_withdraw"
        case .copyOnBannedList: "copy_on_banned_list"
        case .titleOnBannedList: "title_on_banned_list"
        case .ageRestricted(_, let mark, _): mark == .eighteen ? Self.adultOnlyCode : Self.ageRestrictedCode
        case .ageUnknown: "age_unknown"
        case .foreignAgentsPublicationStaysAdult: "foreign_agents_publication_is_18_plus"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .listFileUnreadable, .registerRowWithoutNumber: .invalidInput
        case .noListImported, .nothingToWithdraw, .copyOnBannedList, .titleOnBannedList, .ageRestricted, .ageUnknown, .foreignAgentsPublicationStaysAdult: .conflict
        case .matchNotFound, .checkNotFound: .notFound
        }
    }

    public var message: Bilingual {
        switch self {
        case .listFileUnreadable: Bilingual { $0.listFileUnreadable }
        case .registerRowWithoutNumber(let line): Bilingual { $0.registerRowWithoutNumber(line: line) }
        case .noListImported(let kind): Bilingual { $0.noListImported(kind) }
        case .matchNotFound(let id): Bilingual { $0.listMatchNotFound(id) }
        case .checkNotFound(let id): Bilingual { $0.listCheckNotFound(id) }
        case .nothingToWithdraw: Bilingual { $0.nothingToWithdraw }
        case .copyOnBannedList(let inventory, let entry): Bilingual { $0.copyOnBannedList(inventory, entry: entry) }
        case .titleOnBannedList(let title, let entry): Bilingual { $0.titleOnBannedList(title, entry: entry) }
        case .foreignAgentsPublicationStaysAdult(let title): Bilingual { $0.foreignAgentsPublicationStaysAdult(title) }
        case .ageRestricted(let inventory, let mark, let age): Bilingual { $0.ageRestricted(inventory, mark: mark.rawValue, age: age) }
        case .ageUnknown(let inventory, let mark): Bilingual { $0.ageUnknown(inventory, mark: mark.rawValue) }
        }
    }
}
