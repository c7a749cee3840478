import KartotekaCore

/// The texts of a whole library not copied into another database (`kartoteka migrate`).
protocol LibraryCopyTexts: Sendable {
    func copyTargetNotEmpty(_ target: String, rows: Int) -> String
    func copyIntoSameDatabase(_ database: String) -> String
    func copyDiffers(tables: [String]) -> String
}
