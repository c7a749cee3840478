import Foundation

/// The library's own choices, kept in its database and changed by an administrator.
public struct LibrarySettings: Sendable, Hashable, Codable {
    /// The library's name as it heads every form, letter and label: «Библиотека МБОУ СОШ № 5»;
    /// empty until set (the forms then go without it).
    public var libraryName: String
    /// Whether the book's locations service («Адреса — по странам») is offered on the home page and
    /// in the menu even when the library keeps no locations of its own.
    public var locationsShown: Bool
    /// Loan period and renewals.
    public var loanPolicy: LoanPolicy
    /// `Л49` or `Л 49`.
    public var authorSignStyle: AuthorSignStyle
    /// The storage place code new copies get (IRBIS 910^D), from the library's list.
    public var defaultStoragePlace: String
    /// The name written as the cataloguer and librarian in IRBIS records.
    public var operatorName: String
    /// Exchange with IRBIS: shelf codes, encoding, e-mail.
    public var exchange: ExchangeSettings
    /// Backups and anonymisation.
    public var care: CareSettings
    /// When overdue books stop a reader from borrowing.
    public var blocks: BlockThresholds
    /// A school's classes: the last grade, the pupils' category, the last promotion.
    public var school: SchoolSettings
    /// Copy cataloguing from other libraries' catalogues.
    public var copyCataloguing: CopyCataloguingSettings
    /// How long a held book waits on the hold shelf.
    public var holds: HoldSettings
    /// Notices to readers: when, in which language, with which words.
    public var notices: NoticeSettings
    /// The storage places (IRBIS 910^D codes) closed to children — a closed room, a locked
    /// cabinet, an adults-only hall — where items marked 18+ belong (436-ФЗ).
    public var closedToChildren: [String]

    /// Creates settings; the defaults suit a small library.
    public init(loanPolicy: LoanPolicy = LoanPolicy(), authorSignStyle: AuthorSignStyle = .compact,
                defaultStoragePlace: String = "АБ", operatorName: String = "KARTOTEKA", exchange: ExchangeSettings = ExchangeSettings(),
                care: CareSettings = CareSettings(), blocks: BlockThresholds = BlockThresholds(),
                school: SchoolSettings = SchoolSettings(), copyCataloguing: CopyCataloguingSettings = CopyCataloguingSettings(),
                holds: HoldSettings = HoldSettings(), notices: NoticeSettings = NoticeSettings(), libraryName: String = "",
                locationsShown: Bool = false, closedToChildren: [String] = []) {
        self.libraryName = libraryName
        self.locationsShown = locationsShown
        self.loanPolicy = loanPolicy
        self.authorSignStyle = authorSignStyle
        self.defaultStoragePlace = defaultStoragePlace
        self.operatorName = operatorName
        self.exchange = exchange
        self.care = care
        self.blocks = blocks
        self.school = school
        self.copyCataloguing = copyCataloguing
        self.holds = holds
        self.notices = notices
        self.closedToChildren = closedToChildren
    }
}

extension LibrarySettings {
    /// The settings as saved, perhaps by an older version that knew fewer of them: what the saved
    /// JSON leaves out, at any depth, takes its default (``SavedOverDefaults``); a value of the
    /// wrong kind is an error.
    public init(saved: Data) throws {
        self = try SavedOverDefaults.decode(saved, over: LibrarySettings())
    }
}
