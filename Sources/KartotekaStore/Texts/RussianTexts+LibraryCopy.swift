import KartotekaCore

extension RussianTexts: LibraryCopyTexts {
    func copyTargetNotEmpty(_ target: String, rows: Int) -> String {
        "В базе данных \(target) уже есть библиотека (строк: \(rows)); ничего не перенесено. Укажите пустую базу "
            + "или добавьте --replace, чтобы заменить всё в ней копией."
    }
    func copyIntoSameDatabase(_ database: String) -> String {
        "--from и --to называют одну базу данных (\(database)); укажите в --to другую."
    }
    func copyDiffers(tables: [String]) -> String {
        "Копия отличается от исходной базы в таблицах: \(tables.joined(separator: ", ")). Возможно, в исходную базу "
            + "писали во время переноса: остановите серверы на ней и повторите с --replace."
    }
}
