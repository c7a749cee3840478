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
        case .targetNotEmpty(let target, let rows):
            Bilingual(ru: "В базе данных \(target) уже есть библиотека (строк: \(rows)); ничего не перенесено. Укажите пустую базу "
                          + "или добавьте --replace, чтобы заменить всё в ней копией.",
                      en: "The database \(target) already holds a library (\(rows) rows); nothing was copied. Give an empty database, "
                          + "or add --replace to replace everything in it with the copy.")
        case .sameDatabase(let database):
            Bilingual(ru: "--from и --to называют одну базу данных (\(database)); укажите в --to другую.",
                      en: "--from and --to name the same database (\(database)); give another one as --to.")
        case .copyDiffers(let tables):
            Bilingual(ru: "Копия отличается от исходной базы в таблицах: \(tables.joined(separator: ", ")). Возможно, в исходную базу "
                          + "писали во время переноса: остановите серверы на ней и повторите с --replace.",
                      en: "The copy differs from the source in the tables \(tables.joined(separator: ", ")). The source may have been "
                          + "written to while it was copied: stop the servers on it and run again with --replace.")
        }
    }
}
