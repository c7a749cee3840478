import KartotekaCore

extension EnglishTexts: AuditTexts {
    func auditAction(_ action: String) -> String? { nil }
    func auditRecord(_ word: String) -> String { word }
    var auditWords: [(String, String)] { [] }
}
