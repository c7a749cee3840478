/// What a staff account may do.
public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    /// Everything: the catalogue, readers, circulation, exchange, settings and accounts.
    case administrator
    /// The catalogue, readers, circulation, locations, exchange with IRBIS and the fund's accounts.
    case librarian
    /// The desk helper: lending, returns, renewals, looking things up, and scanning in a stock check.
    case circulation

    /// The role's permissions.
    public var permissions: Set<Permission> {
        switch self {
        case .administrator: Set(Permission.allCases)
        case .librarian: [.lookUp, .circulate, .browseReaders, .setAnyDueDay, .editCatalogue, .editReaders, .manageLocations, .exchange,
                          .keepAccounts, .countStock]
        case .circulation: [.lookUp, .circulate, .countStock]
        }
    }

    /// The role's name for people.
    public var name: Bilingual {
        switch self {
        case .administrator: Bilingual { $0.administratorRole }
        case .librarian: Bilingual { $0.librarianRole }
        case .circulation: Bilingual { $0.circulationRole }
        }
    }
}

/// One thing an account may be allowed to do.
public enum Permission: String, Sendable, Hashable, Codable, CaseIterable {
    /// See the staff pages: titles with their holders, readers, loans.
    case lookUp
    /// Lend, return and renew.
    case circulate
    /// List and search readers by name, and see holders' names and phones on title cards, copies and
    /// the overdue list (without it, a reader is found by ticket or exact phone only, and holders
    /// show by ticket).
    case browseReaders
    /// Set a due day beyond what the loan rules give.
    case setAnyDueDay
    /// Add, change and delete titles and copies; print labels.
    case editCatalogue
    /// Register, change and delete readers.
    case editReaders
    /// Add, change and delete library locations.
    case manageLocations
    /// Export to and import from IRBIS, by download or e-mail.
    case exchange
    /// Keep the fund's accounts: receipts, acts of write-off, the book of summary accounting, the
    /// inventory book; start and finish stock checks.
    case keepAccounts
    /// Scan copies into a stock check that is going on, and see how far it got.
    case countStock
    /// Change the library's settings, make backups.
    case manageSettings
    /// Create and change accounts.
    case manageAccounts
    /// Read the log of staff's access to readers' personal data (who opened, changed or exported
    /// which reader's card), which only an administrator may (152-ФЗ).
    case readPersonalDataLog
}
