import KartotekaCore

/// Why a whole library was not copied into another database (`kartoteka migrate`).
public enum LibraryCopyError: KartotekaError, Equatable {
    /// The target already holds rows (its name, how many); nothing was copied.
    case targetNotEmpty(String, rows: Int)
    /// The source and the target are one database.
    case sameDatabase(String)
    /// The copy's rows differ from the source's in these tables (their checksums or counts).
    case copyDiffers(tables: [String])

    public var code: String {
        switch self {
        case .targetNotEmpty: "migrate_target_not_empty"
        case .sameDatabase: "migrate_same_database"
        case .copyDiffers: "migrate_copy_differs"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .targetNotEmpty, .sameDatabase: .invalidInput
        case .copyDiffers: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .targetNotEmpty(let target, let rows): Bilingual { $0.copyTargetNotEmpty(target, rows: rows) }
        case .sameDatabase(let database): Bilingual { $0.copyIntoSameDatabase(database) }
        case .copyDiffers(let tables): Bilingual { $0.copyDiffers(tables: tables) }
        }
    }
}
